import type { Locale } from '@/lib/i18n';
import { fillLocalized } from '@/lib/placeholders';
import { routes } from '@/lib/routes';
import { aboutPage } from './about';
import { appointmentPage } from './appointment';
import { contactPage } from './contact';
import { formsPage } from './forms';
import { newPatientPage } from './new-patient-special';
import { patientsPage } from './patients';
import { reviewUsPage } from './review-us';
import { teamPage } from './team';
import { testimonialsPage } from './testimonials';

export {
  aboutPage,
  appointmentPage,
  contactPage,
  formsPage,
  newPatientPage,
  patientsPage,
  reviewUsPage,
  teamPage,
  testimonialsPage,
};

const page = <T>(path: string, copy: Record<Locale, T>, source: string) => ({
  path,
  copy: fillLocalized(copy, source),
});

/** Each practice page (one module a page here): its path and its copy with the clinic facts filled in. */
export const practicePages = {
  patients: page(routes.patients, patientsPage, 'patients page'),
  forms: page(routes.forms, formsPage, 'forms page'),
  reviewUs: page(routes.reviewUs, reviewUsPage, 'review us page'),
  newPatient: page(routes.newPatientSpecial, newPatientPage, 'new patient page'),
  about: page(routes.about, aboutPage, 'about page'),
  team: page(routes.team, teamPage, 'team page'),
  testimonials: page(routes.testimonials, testimonialsPage, 'testimonials page'),
  contact: page(routes.contact, contactPage, 'contact page'),
  appointment: page(routes.appointment, appointmentPage, 'appointment page'),
};

export type PracticePage = keyof typeof practicePages;
