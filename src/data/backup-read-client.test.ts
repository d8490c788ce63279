import { afterEach, describe, expect, it, vi } from 'vitest'
import { prepareBackupReader, startBackupRead } from './backup-read-client'

/** A stand-in Worker: records what it was sent and whether it was terminated. */
class FakeWorker {
  static made: FakeWorker[] = []
  sent: unknown[] = []
  terminated = false
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: { preventDefault(): void; message: string }) => void) | null = null
  constructor() {
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
}

afterEach(() => {
  FakeWorker.made = []
  vi.unstubAllGlobals()
})

describe('backup reader worker', () => {
  it('a prepared worker reads the chosen file; progress is forwarded and the worker ends with the result', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const reader = prepareBackupReader()
    expect(FakeWorker.made).toHaveLength(1)
    const progress = vi.fn()
    const file = new Blob(['{}'])
    const read = reader.start(file, progress)
    const worker = FakeWorker.made[0]!
    expect(FakeWorker.made).toHaveLength(1)
    expect(worker.sent).toEqual([{ file }])
    worker.onmessage!({ data: { type: 'progress', progress: { percent: 20, stage: 'Checking the file…' } } })
    expect(progress).toHaveBeenCalledWith({ percent: 20, stage: 'Checking the file…' })
    worker.onmessage!({ data: { type: 'done', result: { ok: false, error: 'bad' } } })
    expect(await read.result).toEqual({ ok: false, error: 'bad' })
    expect(worker.terminated).toBe(true)
    reader.release()
  })

  it('an unused prepared worker is terminated on release; a crashed worker gives the read error', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    prepareBackupReader().release()
    expect(FakeWorker.made[0]!.terminated).toBe(true)
    const read = startBackupRead(new Blob(['{}']), () => {})
    FakeWorker.made[1]!.onerror!({ preventDefault: () => {}, message: '' })
    expect(await read.result).toEqual({ ok: false, error: 'Invalid backup file or import error: Failed to read file' })
  })

  it('Cancel resolves to null and terminates the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const read = startBackupRead(new Blob(['{}']), () => {})
    read.cancel()
    expect(await read.result).toBeNull()
    expect(FakeWorker.made[0]!.terminated).toBe(true)
  })
})
