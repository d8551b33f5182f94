import { contentFile, loader } from '@/lib/content/read';
import { contentKinds, pageKind, readFile } from '@/lib/content/kinds';
import type { PageName } from '@/lib/content/page-schemas';
import { fillLocalized } from '@/lib/content/placeholders';
import { withReferences } from '@/lib/content/sources';
import { routes } from '@/lib/routes';

/** A practice page's copy (content/pages/<name>.yaml), clinic facts filled in. */
const read = <P extends PageName>(name: P) =>
  fillLocalized(readFile(pageKind(name)), contentFile(`pages/${name}.yaml`));

const page = <P extends PageName>(path: string, name: P) => ({ path, copy: read(name) });

/** Each practice page: its path and its copy. */
export const practicePages = loader(() => ({
  patients: page(routes.patients, 'patients'),
  forms: page(routes.forms, 'forms'),
  reviewUs: page(routes.reviewUs, 'review-us'),
  newPatient: page(routes.newPatientSpecial, 'new-patient-special'),
  about: page(routes.about, 'about'),
  team: page(routes.team, 'team'),
  testimonials: page(routes.testimonials, 'testimonials'),
  contact: page(routes.contact, 'contact'),
  appointment: page(routes.appointment, 'appointment'),
}));

export type PracticePage = keyof ReturnType<typeof practicePages>;

const homePage = loader(() => withReferences(read('home'), 'content/pages/home.yaml'));

/** Every word of the home page (content/pages/home.yaml), its citations numbered. */
export const home = () => homePage().copy;

/** The sources the home page cites, in the order of their numbers. */
export const homeReferences = () => homePage().references;

/** The three-step blocks (content/steps.yaml): each page picks the set that is true for it. */
export const steps = loader(() =>
  fillLocalized(readFile(contentKinds().steps), 'content/steps.yaml'),
);
