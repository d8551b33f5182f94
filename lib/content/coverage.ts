/**
 * What a source covers, in a small closed vocabulary: the treatments (what the clinic does or
 * recommends) and the conditions it gives evidence about. A citation supports a claim only when
 * its source covers the claim's treatment for the claim's condition (prose/claims.ts).
 * The words that name each in the copy, in each language, are in prose/<language>/efficacy.yml.
 */
export const treatments = {
  chiropractic: 'Chiropractic adjustments, spinal or joint manipulation and mobilization',
  'soft-tissue': 'Massage and soft-tissue work',
  exercise: 'Exercise, stretching and physical activity',
  acupuncture: 'Acupuncture',
  'heat-cold': 'Heat and cold',
  ergonomics: 'Posture, workstation, lifting and sleep position',
  bracing: 'Splints, braces, supports and taping',
  repositioning: 'Repositioning maneuvers for BPPV (Epley)',
  lifestyle: 'Sleep, hydration, nutrition, stress and screen habits',
  medication: 'Pain relievers and other medicines',
} as const;

export const conditions = {
  'low-back-pain': 'Low back pain',
  'neck-pain': 'Neck pain',
  headache: 'Headache and migraine',
  sciatica: 'Sciatica and radiating leg pain',
  'disc-herniation': 'Disc herniation',
  whiplash: 'Whiplash and car-crash neck injury',
  'shoulder-pain': 'Shoulder pain',
  'carpal-tunnel': 'Carpal tunnel syndrome',
  'extremity-pain': 'Arm, leg, hip, knee, ankle and foot pain',
  osteoarthritis: 'Osteoarthritis',
  scoliosis: 'Scoliosis',
  vertigo: 'Vertigo and dizziness (BPPV)',
  pregnancy: 'Back and pelvic pain in pregnancy',
  pediatric: 'Children’s and infants’ complaints',
  'chronic-pain': 'Chronic pain',
  sports: 'Sports performance and injuries',
  'post-surgery': 'Recovery after surgery',
  'work-injury': 'Work injuries and repetitive strain',
  concussion: 'Concussion',
  posture: 'Posture',
  'eye-strain': 'Eye strain',
  nausea: 'Nausea',
  'general-health': 'General health, fitness, sleep and mood',
  'musculoskeletal-pain': 'Pain in muscles and joints, in general',
} as const;

export type Treatment = keyof typeof treatments;
export type Condition = keyof typeof conditions;

export const treatmentIds = Object.keys(treatments) as [Treatment, ...Treatment[]];
export const conditionIds = Object.keys(conditions) as [Condition, ...Condition[]];
