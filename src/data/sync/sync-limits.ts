/** The server's limit on one push (server/src/protocol.ts MAX_CHANGES_PER_PUSH). */
export const MAX_CHANGES_PER_PUSH = 100
