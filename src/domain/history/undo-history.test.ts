import { describe, expect, it } from 'vitest'
import { UNDO_HISTORY_LIMIT } from '@/domain/kernel/constants'
import type { RecordChange } from './record-change'
import { dropStep, EMPTY_UNDO_HISTORY, markRedone, markUndone, nextRedo, nextUndo, recordStep, type UndoStep } from './undo-history'

const change: RecordChange = { before: {}, after: {}, whole: [] }
const step = (id: number): UndoStep => ({ id, label: `step ${id}`, change })

describe('undo history', () => {
  it('keeps at least 100 steps, dropping the oldest first', () => {
    expect(UNDO_HISTORY_LIMIT).toBeGreaterThanOrEqual(100)
    let h = EMPTY_UNDO_HISTORY
    for (let i = 1; i <= UNDO_HISTORY_LIMIT + 5; i++) h = recordStep(h, step(i))
    expect(h.undo).toHaveLength(UNDO_HISTORY_LIMIT)
    expect(h.undo[0]!.id).toBe(6)
    expect(nextUndo(h)!.id).toBe(UNDO_HISTORY_LIMIT + 5)
  })

  it('undo moves the newest step to redo; redo moves it back', () => {
    let h = recordStep(recordStep(EMPTY_UNDO_HISTORY, step(1)), step(2))
    h = markUndone(h, 2)
    expect(nextUndo(h)!.id).toBe(1)
    expect(nextRedo(h)!.id).toBe(2)
    h = markUndone(h, 1)
    expect(h.redo.map((s) => s.id)).toEqual([2, 1])
    h = markRedone(h, 1)
    expect(nextUndo(h)!.id).toBe(1)
    expect(nextRedo(h)!.id).toBe(2)
  })

  it('a new write clears the redo steps', () => {
    let h = markUndone(recordStep(EMPTY_UNDO_HISTORY, step(1)), 1)
    expect(h.redo).toHaveLength(1)
    h = recordStep(h, step(2))
    expect(h.redo).toEqual([])
    expect(h.undo.map((s) => s.id)).toEqual([2])
  })

  it('a step that can no longer apply is dropped from either side; unknown ids change nothing', () => {
    const h = markUndone(recordStep(recordStep(EMPTY_UNDO_HISTORY, step(1)), step(2)), 2)
    expect(dropStep(h, 2)).toEqual({ undo: [step(1)], redo: [] })
    expect(markUndone(h, 42)).toBe(h)
    expect(markRedone(h, 42)).toBe(h)
  })
})
