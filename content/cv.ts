import type { Localized } from '@/lib/i18n';

/**
 * The words of the doctor's CV (lib/cv.ts fills them with clinic facts,
 * scripts/prebuild/cv-pdf.ts prints them). A template states nothing by
 * itself: every name, number, place and language comes from a {{placeholder}}
 * (the names of lib/placeholders.ts) filled from content/clinic.ts, and lib/cv.test.ts holds the templates to that.
 */
export type CvTemplates = {
  title: string;
  clinic: string;
  licensed: string;
  languages: string;
  acupuncture: string;
  family: string;
  contactHeading: string;
  address: string;
  reach: string;
};

export const cvTemplates: Localized<CvTemplates> = {
  en: {
    title: '{{doctor}}, {{doctorCredentials}}',
    clinic: '{{clinicName}}',
    licensed: 'Licensed in {{licensedIn}}',
    languages: 'Speaks with patients in {{languages}}',
    acupuncture: 'Acupuncture: {{acupunctureTraining}}',
    family: 'More than {{familyChiropractors}} chiropractors in his extended family',
    contactHeading: 'Contact',
    address: '{{address}}',
    reach: '{{phone}} · {{email}}',
  },
  es: {
    title: '{{doctor}}, {{doctorCredentials}}',
    clinic: '{{clinicName}}',
    licensed: 'Con licencia en {{licensedIn}}',
    languages: 'Atiende a sus pacientes en {{languages}}',
    acupuncture: 'Acupuntura: {{acupunctureTraining}}',
    family: 'Más de {{familyChiropractors}} quiroprácticos en su familia extendida',
    contactHeading: 'Contacto',
    address: '{{address}}',
    reach: '{{phone}} · {{email}}',
  },
};
