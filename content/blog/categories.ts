import type { Localized } from '@/lib/i18n';

/** The nineteen blog categories (SPEC.md section 3), each with its header illustration. */
export const blogCategories = {
  'sports-performance': { en: 'Sports Performance', es: 'Rendimiento deportivo' },
  'vertigo-treatment': { en: 'Vertigo Treatment', es: 'Tratamiento del vértigo' },
  'post-surgery-care': { en: 'Post-Surgery Care', es: 'Cuidado posquirúrgico' },
  'modern-health-issues': { en: 'Modern Health Issues', es: 'Problemas de salud modernos' },
  'pain-management': { en: 'Pain Management', es: 'Manejo del dolor' },
  'preventative-care': { en: 'Preventative Care', es: 'Cuidado preventivo' },
  wellness: { en: 'Wellness', es: 'Bienestar' },
  'neck-pain': { en: 'Neck Pain', es: 'Dolor de cuello' },
  'natural-pain-relief': { en: 'Natural Pain Relief', es: 'Alivio natural del dolor' },
  posture: { en: 'Posture', es: 'Postura' },
  'sciatica-treatment': { en: 'Sciatica Treatment', es: 'Tratamiento de la ciática' },
  'headache-relief': { en: 'Headache Relief', es: 'Alivio de dolores de cabeza' },
  acupuncture: { en: 'Acupuncture', es: 'Acupuntura' },
  'auto-injuries': { en: 'Auto Injuries', es: 'Lesiones por accidentes de auto' },
  'back-pain': { en: 'Back Pain', es: 'Dolor de espalda' },
  'practice-information': { en: 'Practice Information', es: 'Información de la clínica' },
  fitness: { en: 'Fitness', es: 'Acondicionamiento físico' },
  lifestyle: { en: 'Lifestyle', es: 'Estilo de vida' },
  'pregnancy-care': { en: 'Pregnancy Care', es: 'Cuidado durante el embarazo' },
} as const satisfies Record<string, Localized>;

export type BlogCategory = keyof typeof blogCategories;

export const BLOG_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** Header illustration of a category: public/illustrations/blog/<category>.svg. */
export function categoryImage(category: BlogCategory) {
  return { src: `/illustrations/blog/${category}.svg`, ...BLOG_IMAGE_SIZE };
}
