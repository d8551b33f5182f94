/**
 * The slugs the routes fix, apart from the schemas so that the route table
 * (which client components import) carries no file-reading code.
 */

export const categorySlugs = [
  'spine-related',
  'injuries',
  'extremities',
  'family-chiropractic',
  'other-symptoms',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

export const serviceSlugs = ['chiropractic', 'acupuncture', 'auto-injury', 'golf'] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** The "getting started" block in three steps: each page picks the set that is true for it. */
export const stepsVariants = ['standard', 'consultation', 'pregnancy', 'acupuncture'] as const;
export type StepsVariant = (typeof stepsVariants)[number];

/** The days of the week, as the opening hours name them (schema.org's dayOfWeek). */
export const daysOfWeek = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayOfWeek = (typeof daysOfWeek)[number];
