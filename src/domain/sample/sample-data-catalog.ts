/**
 * Fixed vocabulary of the sample data set: programs, course titles, names, skills. Kept apart
 * from the generator so the generator reads as rules and this file as data.
 */
import type { EmploymentType } from '@/domain/kernel/constants'

export type Discipline = 'animation' | 'game' | 'film' | 'art'

export interface SampleProgramDef {
  id: string
  name: string
  code: string
  credential: 'Degree' | 'Diploma'
  lengthYears: number
  levels: number
  designNumber: string
  description: string
  /** Course titles in teaching order, each with its subject prefix. */
  titles: readonly (readonly [prefix: string, title: string])[]
}

export const PREFIX_DISCIPLINE: Record<string, Discipline> = {
  ANIM: 'animation',
  STRY: 'animation',
  DRAW: 'art',
  ARTH: 'art',
  ANI: 'animation',
  DES: 'art',
  GAME: 'game',
  PROG: 'game',
  LVL: 'game',
  FILM: 'film',
  CINE: 'film',
  SND: 'film',
}

export const SAMPLE_PROGRAMS: readonly SampleProgramDef[] = [
  {
    id: 'bachelor-animation',
    name: 'Bachelor of Animation',
    code: 'BAA',
    credential: 'Degree',
    lengthYears: 4,
    levels: 8,
    designNumber: '1021',
    description: 'A four-year honours degree in 2D and 3D character animation, from life drawing to a capstone film.',
    titles: [
      ['DRAW', 'Life Drawing I'],
      ['ANIM', 'Principles of Animation'],
      ['ARTH', 'History of Animation'],
      ['DRAW', 'Perspective and Layout'],
      ['STRY', 'Visual Storytelling'],
      ['DRAW', 'Life Drawing II'],
      ['ANIM', 'Character Animation I'],
      ['ANIM', 'Introduction to 3D with Maya'],
      ['STRY', 'Storyboarding for Animation'],
      ['DRAW', 'Colour Theory'],
      ['ANIM', 'Character Design'],
      ['ANIM', '3D Modeling and Texturing'],
      ['ANIM', 'Acting for Animators'],
      ['ARTH', 'Art and Film Criticism'],
      ['ANIM', 'Character Rigging'],
      ['ANIM', 'Character Animation II'],
      ['ANIM', 'Layout and Background Painting'],
      ['STRY', 'Story Development'],
      ['ANIM', 'Visual Effects Animation'],
      ['ANIM', 'Lighting and Rendering'],
      ['ANIM', 'Stop Motion Production'],
      ['ANIM', 'Pre-production Studio'],
      ['ANIM', 'Advanced 3D Animation'],
      ['ARTH', 'Professional Practice'],
      ['ANIM', 'Thesis Film Production I'],
      ['ANIM', 'Compositing with Nuke'],
      ['ANIM', 'Industry Placement'],
      ['ANIM', 'Thesis Film Production II'],
      ['ANIM', 'Portfolio and Demo Reel'],
      ['ARTH', 'Animation Research Seminar'],
    ],
  },
  {
    id: 'animation-diploma',
    name: 'Animation Diploma',
    code: 'ADP',
    credential: 'Diploma',
    lengthYears: 3,
    levels: 6,
    designNumber: '0874',
    description: 'A three-year studio diploma preparing 2D and 3D animators for production pipelines.',
    titles: [
      ['ANI', 'Drawing for Animation'],
      ['ANI', 'Animation Fundamentals'],
      ['DES', 'Design Principles'],
      ['ANI', 'Digital Tools for Animators'],
      ['ANI', 'Figure Drawing'],
      ['ANI', 'Timing and Spacing'],
      ['ANI', 'Toon Boom Harmony Production'],
      ['DES', 'Background Design'],
      ['ANI', '3D Foundations in Blender'],
      ['ANI', 'Storyboard and Animatic'],
      ['ANI', 'Character Performance'],
      ['ANI', 'Effects Animation'],
      ['DES', 'Prop and Environment Design'],
      ['ANI', 'Production Pipeline'],
      ['ANI', 'Rigging Fundamentals'],
      ['ANI', 'Group Production I'],
      ['ANI', 'Motion Graphics'],
      ['ANI', 'Digital Compositing'],
      ['ANI', 'Group Production II'],
      ['ANI', 'Portfolio Development'],
      ['ANI', 'Field Placement'],
    ],
  },
  {
    id: 'game-development',
    name: 'Game Development',
    code: 'GDV',
    credential: 'Diploma',
    lengthYears: 3,
    levels: 6,
    designNumber: '1302',
    description: 'A game art and design diploma covering Unreal Engine, level design and team-based production.',
    titles: [
      ['GAME', 'Game Design Fundamentals'],
      ['PROG', 'Programming for Games I'],
      ['GAME', '3D Modeling for Games'],
      ['GAME', 'Digital Painting'],
      ['GAME', 'Game History and Analysis'],
      ['PROG', 'Programming for Games II'],
      ['LVL', 'Level Design I'],
      ['GAME', 'Texturing with Substance Painter'],
      ['GAME', 'Sculpting with ZBrush'],
      ['GAME', 'Unreal Engine Essentials'],
      ['LVL', 'Level Design II'],
      ['GAME', 'Technical Art'],
      ['PROG', 'Gameplay Scripting'],
      ['GAME', 'Game Animation'],
      ['GAME', 'User Interface Design'],
      ['GAME', 'Procedural Content with Houdini'],
      ['GAME', 'Game Production Studio I'],
      ['GAME', 'Audio for Games'],
      ['GAME', 'Playtesting and QA'],
      ['GAME', 'Game Production Studio II'],
      ['GAME', 'Industry Portfolio'],
      ['GAME', 'Co-op Work Term'],
    ],
  },
  {
    id: 'film-tv',
    name: 'Film & TV',
    code: 'FTV',
    credential: 'Diploma',
    lengthYears: 2,
    levels: 4,
    designNumber: '0650',
    description: 'A two-year production diploma in cinematography, editing, sound and visual effects.',
    titles: [
      ['FILM', 'Introduction to Film Production'],
      ['CINE', 'Camera and Lighting I'],
      ['FILM', 'Screenwriting Fundamentals'],
      ['FILM', 'Editing with Premiere Pro'],
      ['SND', 'Sound Recording'],
      ['CINE', 'Camera and Lighting II'],
      ['FILM', 'Directing Actors'],
      ['SND', 'Sound Design and Mixing'],
      ['FILM', 'Colour Grading with DaVinci Resolve'],
      ['FILM', 'Documentary Production'],
      ['FILM', 'Visual Effects for Film'],
      ['FILM', 'Television Studio Production'],
      ['CINE', 'Advanced Cinematography'],
      ['FILM', 'Producing and Budgeting'],
      ['FILM', 'Short Film Capstone'],
      ['FILM', 'Industry Practicum'],
    ],
  },
]

/** Titles containing these words are placements or work terms that need no professor. */
export const NO_PROFESSOR_TITLE = /Placement|Work Term|Practicum/

export const DISCIPLINE_SKILLS: Record<Discipline, readonly string[]> = {
  animation: ['2D Animation', '3D Animation', 'Character Animation', 'Rigging', 'Stop Motion', 'Storyboarding', 'Character Design', 'Visual Effects'],
  game: ['Game Design', 'Level Design', 'Gameplay Programming', 'Technical Art', '3D Modeling', 'Environment Art', 'Game Animation'],
  film: ['Cinematography', 'Film Editing', 'Directing', 'Screenwriting', 'Sound Design', 'Compositing', 'Colour Grading'],
  art: ['Life Drawing', 'Foundation Art', 'Art History', 'Concept Art', 'Colour Theory', 'Illustration', 'Digital Painting'],
}

export const DISCIPLINE_SOFTWARE: Record<Discipline, readonly string[]> = {
  animation: ['Maya', 'Blender', 'Toon Boom Harmony', 'TVPaint', 'Adobe Animate', 'Houdini'],
  game: ['Unreal Engine', 'Unity', 'Blender', 'Substance Painter', 'ZBrush', 'Houdini'],
  film: ['Nuke', 'DaVinci Resolve', 'Adobe Premiere Pro', 'Avid Media Composer', 'After Effects', 'Houdini'],
  art: ['Photoshop', 'Procreate', 'Krita', 'ZBrush'],
}

export const DISCIPLINE_QUALIFICATIONS: Record<Discipline, readonly string[]> = {
  animation: ['MFA in Animation', 'BAA in Animation', 'Advanced Diploma in Computer Animation', 'Autodesk Certified Professional: Maya'],
  game: ['MA in Game Design', 'BSc in Computer Science', 'Advanced Diploma in Game Art', 'Unreal Authorized Instructor'],
  film: ['MFA in Film Production', 'BA in Cinema Studies', 'Diploma in Broadcasting', 'Certified Nuke Compositor'],
  art: ['MFA in Visual Arts', 'BFA in Illustration', 'MA in Art History', 'BFA in Drawing and Painting'],
}

export const DISCIPLINE_PROGRAMS: Record<Discipline, readonly string[]> = {
  animation: ['bachelor-animation', 'animation-diploma'],
  game: ['game-development'],
  film: ['film-tv'],
  art: ['bachelor-animation', 'animation-diploma', 'game-development'],
}

export const FIRST_NAMES = [
  'Amara', 'Benjamin', 'Chloe', 'Daniel', 'Elena', 'Farid', 'Grace', 'Hiroshi', 'Isabelle', 'Jamal',
  'Keiko', 'Liam', 'Maya', 'Nikhil', 'Olivia', 'Pierre', 'Quinn', 'Rosa', 'Samuel', 'Tara',
  'Umar', 'Valerie', 'Wei', 'Ximena', 'Yusuf', 'Zoe', 'Adrian', 'Bianca', 'Connor', 'Deepa',
  'Ethan', 'Fatima', 'Gabriel', 'Hannah', 'Ivan', 'Julia', 'Kwame', 'Leah', 'Marco', 'Nadia',
  'Owen', 'Priya', 'Rafael', 'Sofia', 'Thomas', 'Uma', 'Victor', 'Wendy', 'Yara', 'Zachary',
] as const

export const LAST_NAMES = [
  'Abara', 'Bouchard', 'Chen', 'Desjardins', 'Evans', 'Fernandes', 'Gagnon', 'Haddad', 'Ito', 'Johnson',
  'Kowalski', 'Lee', 'Martin', 'Nguyen', "O'Brien", 'Patel', 'Quesnel', 'Rahman', 'Singh', 'Tremblay',
  'Umeh', 'Vasquez', 'Wong', 'Xu', 'Yamamoto', 'Zhang', 'Andersen', 'Brooks', 'Campbell', 'Dubois',
  'Ellis', 'Fraser', 'Garcia', 'Hughes', 'Ibrahim', 'Jensen', 'Kim', 'Lavoie', 'MacDonald', 'Novak',
  'Okafor', 'Pelletier', 'Roy', 'Santos', 'Thompson', 'Walsh', 'Young', 'Zimmerman', 'Bergeron', 'Cohen',
] as const

/** Spread of employment types in the sample staff (weights). */
export const EMPLOYMENT_WEIGHTS: readonly (readonly [EmploymentType, number])[] = [
  ['part-time', 30],
  ['partial-load', 25],
  ['sessional', 20],
  ['full-time', 25],
]

/** Full-time teaching caps used in the sample (the form default of 40 is an absolute ceiling). */
export const FULL_TIME_SAMPLE_CAPS = [18, 20, 24] as const
