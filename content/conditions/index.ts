import type { CategorySlug, ConditionPage } from '@/content/types';
import { fillLocalized } from '@/lib/placeholders';
import { condition as armLeg } from './arm-leg';
import { condition as backPain } from './back-pain';
import { condition as carpalTunnel } from './carpal-tunnel';
import { condition as kids } from './chiropractic-care-for-kids';
import { condition as discInjury } from './disc-injury';
import { condition as headaches } from './headaches-migraines';
import { condition as neckPain } from './neck-pain';
import { condition as pregnancy } from './pregnancy';
import { condition as sciatica } from './sciatica';
import { condition as scoliosis } from './scoliosis';
import { condition as shoulderPain } from './shoulder-pain';
import { condition as vertigo } from './vertigo';
import { condition as wellnessCare } from './wellness-care';
import { condition as whiplash } from './whiplash';
import { condition as workInjury } from './work-injury';

const entries: ConditionPage[] = [
  backPain,
  headaches,
  neckPain,
  sciatica,
  scoliosis,
  discInjury,
  whiplash,
  workInjury,
  armLeg,
  carpalTunnel,
  shoulderPain,
  kids,
  pregnancy,
  wellnessCare,
  vertigo,
];

/** Every condition page; adding one is adding a file here and its slug in lib/routes.ts. */
export const conditions: readonly ConditionPage[] = entries.map((c) => ({
  ...c,
  copy: fillLocalized(c.copy, `condition ${c.slug}`),
}));

export function getCondition(category: string, slug: string): ConditionPage | undefined {
  return conditions.find((c) => c.category === category && c.slug === slug);
}

export function conditionsIn(category: CategorySlug): ConditionPage[] {
  return conditions.filter((c) => c.category === category);
}
