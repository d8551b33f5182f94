import type { ImageFile } from '@/content/types';

/**
 * The site's illustration set (DECISIONS.md section 7). Each scene is an SVG
 * file in public/illustrations/scenes/, 800 by 600. The description says
 * what the picture shows: alt texts in the copy follow it. A real photograph
 * can replace a scene later by pointing the content at a .jpg or .png file of
 * the same proportions; the image pipeline then writes responsive WebP sizes.
 */
export const scenes = {
  'chiropractic-adjustment':
    "A chiropractor's hands gently adjusting the upper back of a patient lying face-down on a treatment table.",
  'acupuncture-session':
    'A patient resting face-down with fine acupuncture needles placed along the upper back and shoulders.',
  'auto-injury': 'A car with a dented rear bumper beside a driver holding the back of their neck.',
  'golf-swing': 'A golfer at the top of the backswing on a fairway, a flag in the distance.',
  'spine-model': 'Side view of a healthy spine: stacked vertebrae and discs in a natural S-curve.',
  consultation: 'A doctor and a patient talking across a desk, the doctor holding a clipboard.',
  'xray-review': 'A doctor pointing at an X-ray of a spine on a lightbox.',
  'treatment-plan':
    'A calendar with several visits checked off beside a clipboard with a care plan.',
  'back-pain': 'A person holding their lower back, the lumbar area highlighted.',
  'disc-injury': 'Two vertebrae with the disc between them bulging outward toward a nerve.',
  headache: 'A person pressing a hand to their temple, lines radiating around the head.',
  'migraine-triggers':
    'Common headache triggers: a glowing screen, a coffee cup, a clock and a crescent moon.',
  'neck-pain': 'A person touching the back of their neck, the neck vertebrae highlighted.',
  'tech-neck': 'A person hunched over a smartphone with their head pushed forward.',
  sciatica: 'A leg with the sciatic nerve highlighted from the lower back down to the foot.',
  scoliosis: 'A back view of a spine with a gentle sideways S-shaped curve.',
  'scoliosis-screening': 'A child bending forward at the waist while a clinician checks the spine.',
  whiplash: 'A head and neck with arrows showing the rapid back-and-forth motion of whiplash.',
  'work-injury': 'A worker in a hard hat lifting a heavy box.',
  'desk-ergonomics': 'A person sitting upright at a desk with the monitor at eye level.',
  'arm-leg-pain': 'An arm and a leg with their nerve pathways highlighted.',
  'carpal-tunnel': 'A hand on a keyboard with the wrist and median nerve highlighted.',
  'shoulder-pain': 'A person holding their shoulder, the joint highlighted.',
  'kids-chiropractic': 'A child sitting on a treatment table while a parent stands beside them.',
  pregnancy: 'A pregnant woman sitting comfortably with a supportive pillow behind her back.',
  wellness: 'A person stretching outdoors in the morning sun.',
  vertigo: 'A person steadying themselves, spiral lines around their head.',
  'inner-ear': 'A simple diagram of the inner ear with its curved balance canals.',
  'nervous-system': 'A brain and spinal cord with nerves branching out to the body.',
  'soft-tissue': "A therapist's hands working on the muscles of a patient's back.",
  'rehab-exercise': 'A patient doing a rehabilitation exercise with a resistance band.',
  'ice-heat': 'An ice pack and a heat pack side by side with a timer.',
  posture: 'Two side-view figures: one slumped, one standing tall and aligned.',
  family: 'Three generations of a family standing together, smiling.',
  sleep: 'A person sleeping on their side with a supportive pillow.',
  'healthy-habits': 'A water bottle, an apple and a pair of running shoes.',
  'stress-relief': 'A person sitting calmly with eyes closed, breathing deeply.',
  running: 'A runner mid-stride on a park path.',
  fitness: 'A pair of dumbbells and a rolled yoga mat.',
  'online-booking': 'A phone screen showing a booking calendar with a time selected.',
  'surgery-recovery': 'A person in a knee brace walking with a cane, recovering after surgery.',
  'clinic-exterior': 'The clinic building with its sign, trees and a few parked cars.',
  reception: 'A friendly front desk where a receptionist greets an arriving patient.',
} as const;

export type SceneName = keyof typeof scenes;

export const SCENE_SIZE = { width: 800, height: 600 } as const;

export function scene(name: SceneName): ImageFile {
  return { src: `/illustrations/scenes/${name}.svg`, ...SCENE_SIZE };
}
