/** The in-memory DataStore lives in storage now (scenario-store.ts keeps a scenario's view in one). */
export { createMemoryStore, type MemorySeed, type MemoryStore, type MemoryStoreOptions } from '../../src/storage/memory-store'
