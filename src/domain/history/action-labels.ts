/**
 * Names of user actions as the undo history shows them after "Undo: " (issue 12: "assign
 * ANI1001 §2 to Maya Okafor"). Lower case, verb first, naming the record the user recognises:
 * a course by its code, a professor by name, a section as §n.
 */
import type { Assignment } from '@/domain/model/assignment'
import type { Course } from '@/domain/model/course'
import { pluralize } from '@/domain/kernel/format'
import type { Professor } from '@/domain/model/professor'
import { professorFullName } from '@/domain/model/professor-name'
import { professorBulkLabel, type ProfessorBulkEdit } from '@/domain/professors/professor-bulk'

type CourseRef = Pick<Course, 'code'>
type ProfessorRef = Pick<Professor, 'firstName' | 'lastName'>

export const ACTION_LABELS = {
  addCourse: (c: CourseRef) => `add course ${c.code}`,
  editCourse: (c: CourseRef) => `edit course ${c.code}`,
  deleteCourse: (c: CourseRef | undefined) => (c ? `delete course ${c.code}` : 'delete a course'),
  importCourses: (count: number) => `import ${pluralize(count, 'course')}`,
  assign: (c: CourseRef, section: number, p: ProfessorRef | undefined) =>
    `assign ${c.code} \u00a7${section}${p ? ` to ${professorFullName(p)}` : ''}`,
  unassign: (c: CourseRef | undefined, section?: number) =>
    c ? `unassign ${c.code}${section === undefined ? '' : ` \u00a7${section}`}` : 'unassign a section',
  /** A Manage Sections save named by what it did, when that is one section. */
  saveSections: (
    c: CourseRef,
    saved: { put: readonly Pick<Assignment, 'section' | 'professorId'>[]; removed: readonly Pick<Assignment, 'section'>[]; countChanged: boolean },
    professorOf: (id: string) => ProfessorRef | undefined,
  ) => {
    const [put] = saved.put
    const sameSection = saved.removed.every((r) => r.section === put?.section)
    if (!saved.countChanged && saved.put.length === 1 && saved.removed.length <= 1 && sameSection) {
      return ACTION_LABELS.assign(c, put!.section, professorOf(put!.professorId))
    }
    if (!saved.countChanged && !saved.put.length && saved.removed.length === 1) return ACTION_LABELS.unassign(c, saved.removed[0]!.section)
    return `change sections of ${c.code}`
  },
  addProfessor: (p: ProfessorRef) => `add professor ${professorFullName(p)}`,
  editProfessor: (p: ProfessorRef) => `edit professor ${professorFullName(p)}`,
  deleteProfessor: (p: ProfessorRef) => `delete professor ${professorFullName(p)}`,
  deleteProfessors: (count: number) => `delete ${pluralize(count, 'professor')}`,
  bulkEditProfessors: (count: number, edit: ProfessorBulkEdit) => professorBulkLabel(edit, count),
  importProgram: (name: string) => `import program ${name}`,
  removeProgram: (name: string) => `remove program ${name}`,
  /** A rename names both, so the undo button says what comes back. */
  editProgram: (before: string, after: string) => (before === after ? `edit program ${after}` : `rename program ${before} to ${after}`),
  switchVersion: (version: string) => `make version ${version} active`,
  deleteVersion: (version: string) => `delete version ${version}`,
  removeVersionCourses: (version: string, count: number) => `remove ${pluralize(count, 'course')} of version ${version}`,
  loadSampleData: () => 'load sample data',
}
