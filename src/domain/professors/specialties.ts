/**
 * The specialty vocabulary of the professor form (spec section 3: "a professional-skills list of
 * about 37 entries and a software-experience list of 23 entries"). The spec does not give the
 * lists; these are the skills and packages an animation, game and film school actually teaches,
 * and they include every skill and package the sample data uses so sample professors tick boxes.
 */

export const PROFESSIONAL_SKILLS = [
  '2D Animation',
  '3D Animation',
  '3D Modeling',
  'Acting for Animation',
  'Art Direction',
  'Art History',
  'Character Animation',
  'Character Design',
  'Cinematography',
  'Colour Grading',
  'Colour Theory',
  'Compositing',
  'Concept Art',
  'Digital Painting',
  'Directing',
  'Environment Art',
  'Film Editing',
  'Foundation Art',
  'Game Animation',
  'Game Design',
  'Gameplay Programming',
  'Illustration',
  'Layout and Background',
  'Level Design',
  'Life Drawing',
  'Lighting and Rendering',
  'Motion Graphics',
  'Narrative Design',
  'Production Management',
  'Rigging',
  'Screenwriting',
  'Sound Design',
  'Stop Motion',
  'Storyboarding',
  'Technical Art',
  'Texturing and Shading',
  'Visual Effects',
] as const

export const SOFTWARE_EXPERIENCE = [
  'Adobe Animate',
  'Adobe Premiere Pro',
  'After Effects',
  'Avid Media Composer',
  'Blender',
  'Cinema 4D',
  'DaVinci Resolve',
  'Godot',
  'Houdini',
  'Krita',
  'Marvelous Designer',
  'Maya',
  'Nuke',
  'Photoshop',
  'Procreate',
  'Pro Tools',
  'Storyboard Pro',
  'Substance Painter',
  'Toon Boom Harmony',
  'TVPaint',
  'Unity',
  'Unreal Engine',
  'ZBrush',
] as const

export const SPECIALTY_GROUPS = [
  { id: 'skills', label: 'Professional Skills', items: PROFESSIONAL_SKILLS },
  { id: 'software', label: 'Software Experience', items: SOFTWARE_EXPERIENCE },
] as const

/**
 * The custom specialty to add, or null when it may not be added: blank after trimming, or
 * already selected (compared without case, so 'maya' does not duplicate 'Maya').
 */
export function customSpecialtyToAdd(input: string, selected: readonly string[]): string | null {
  const name = input.trim()
  if (!name) return null
  const lower = name.toLowerCase()
  if (selected.some((s) => s.trim().toLowerCase() === lower)) return null
  return name
}
