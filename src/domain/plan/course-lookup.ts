/**
 * Courses by id, read through the course list itself: `positions` gives each id's place in the
 * list. The write path replaces an edited course where it stands, so after such an edit every
 * position is still right: the next plan index shares `positions` and points at the new list,
 * where copying a map of 10,000 courses was most of what a section-count edit cost.
 */
import type { Course } from '@/domain/model/course'
import { LazyReadonlyMap } from '@/domain/kernel/lazy-readonly-map'
import { editedPositions } from '@/domain/kernel/list-edits'

export class CourseLookup extends LazyReadonlyMap<string, Course> {
  readonly #positions: ReadonlyMap<string, number>
  readonly #list: readonly Course[]
  /** A plain map, built only if something iterates (nothing on the hot paths does). */
  #map: Map<string, Course> | undefined

  constructor(list: readonly Course[], positions?: ReadonlyMap<string, number>) {
    super()
    this.#list = list
    // The last of two records with one id wins, as in `new Map(list.map(...))`.
    this.#positions = positions ?? new Map(list.map((c, i) => [c.id, i]))
  }

  /**
   * The lookup of `list` when it differs from this one's list only by records replaced where they
   * stand (same id, same place), else null. One pass of identity checks, no hashing.
   */
  replacedIn(list: readonly Course[]): CourseLookup | null {
    const before = this.#list
    if (list.length !== before.length) return null
    // A recorded edit names the positions to check (domain/list-edits); otherwise check them all.
    for (const i of editedPositions(before, list) ?? list.keys()) {
      if (list[i] !== before[i] && list[i]!.id !== before[i]!.id) return null
    }
    return new CourseLookup(list, this.#positions)
  }

  /** Where a course stands in the list (the last of two records with one id). */
  positionOf(id: string): number | undefined {
    return this.#positions.get(id)
  }

  get(id: string): Course | undefined {
    const at = this.#positions.get(id)
    return at === undefined ? undefined : this.#list[at]
  }

  has(id: string): boolean {
    return this.#positions.has(id)
  }

  get size(): number {
    return this.#positions.size
  }

  protected materialize(): Map<string, Course> {
    return (this.#map ??= new Map([...this.#positions].map(([id, at]) => [id, this.#list[at]!])))
  }
}
