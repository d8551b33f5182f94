import type { StepsVariant } from '@/content/steps';
import type { Locale } from '@/lib/i18n';

/** An image file under public/ with its intrinsic size. Alt text lives in the copy. */
export type ImageFile = { src: string; width: number; height: number };

export type AccordionItem = { title: string; content: string };

/** One alternating text-and-image block of a service or condition page. */
export type Section = {
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Optional bulleted list shown after the paragraphs. */
  list?: string[];
  /** Alt text of the section's illustration (images[i] of the page). */
  imageAlt: string;
};

/** Every word of a service, category or condition page in one language. */
export type PageCopy = {
  /** The page's <h1>. */
  title: string;
  /** Short name used in cards, menus and breadcrumbs ("Back Pain"). */
  navTitle: string;
  /** One or two sentences: the hero sub-heading and the card text. */
  summary: string;
  /** Meta description, 70 to 160 characters. */
  description: string;
  /** Opening paragraphs of the copy section. */
  intro: string[];
  sections: Section[];
  /**
   * Optional accordion (e.g. the five causes of back pain, the scoliosis FAQ).
   * `faq: true` marks it as questions and answers (FAQPage JSON-LD).
   */
  accordion?: { heading: string; intro?: string; faq: boolean; items: AccordionItem[] };
};

export type ConditionPage = {
  slug: string;
  category: CategorySlug;
  /** One illustration per section, in order; the first is also the card image. */
  images: ImageFile[];
  /** Which three-step block fits the page (content/steps.ts). */
  steps: StepsVariant;
  copy: Record<Locale, PageCopy>;
};

export const categorySlugs = [
  'spine-related',
  'injuries',
  'extremities',
  'family-chiropractic',
  'other-symptoms',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

export type CategoryPage = {
  slug: CategorySlug;
  image: ImageFile;
  copy: Record<
    Locale,
    {
      title: string;
      navTitle: string;
      /** SPEC.md's heading or line for the category, shown above the cards. */
      subheading: string;
      summary: string;
      description: string;
      intro: string[];
    }
  >;
};

export const serviceSlugs = ['chiropractic', 'acupuncture', 'auto-injury', 'golf'] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export type ServicePage = {
  slug: ServiceSlug;
  images: ImageFile[];
  /** Which three-step block fits the page (content/steps.ts). */
  steps: StepsVariant;
  copy: Record<Locale, PageCopy & { heroKicker: string }>;
};

/** The /services overview page. Service cards come from the four service pages. */
export type ServicesOverview = {
  image: ImageFile;
  copy: Record<
    Locale,
    {
      heroKicker: string;
      title: string;
      summary: string;
      description: string;
      intro: string[];
      cardsHeading: string;
      /** Closing paragraphs under the cards (why patients choose us for each service). */
      outro: string[];
    }
  >;
};

/** A page of plain copy in one language (patients, about, contact and booking pages). */
export type BasicCopy = {
  /** The page's <h1>. */
  title: string;
  /** Hero sub-heading, one or two sentences. */
  summary: string;
  /** Meta description, 70 to 160 characters. */
  description: string;
  intro: string[];
};

export type HubCopy = BasicCopy & {
  cardsHeading: string;
  /** One entry per child page, keyed by the child's route name. */
  cards: Record<string, { title: string; description: string }>;
};

export type PatientsCopy = HubCopy & {
  cards: Record<
    'newPatientSpecial' | 'forms' | 'reviewUs' | 'blog',
    { title: string; description: string }
  >;
};

export type FormsCopy = BasicCopy & {
  stepsHeading: string;
  /** Download, print and complete, fax or bring: one step per entry. */
  steps: string[];
  buttonsHeading: string;
  nonAutoLabel: string;
  nonAutoDescription: string;
  autoLabel: string;
  autoDescription: string;
  pdfReaderText: string;
  pdfReaderLink: string;
  privacyNote: string;
};

export type ReviewUsCopy = BasicCopy & {
  stepsHeading: string;
  steps: string[];
  reviewButton: string;
  testimonialsText: string;
  testimonialsLink: string;
  note: string;
};

export type NewPatientCopy = BasicCopy & {
  offerHeading: string;
  offerText: string[];
  includesHeading: string;
  includes: string[];
  insuranceHeading: string;
  insuranceText: string;
  estimateText: string;
  estimateLink: string;
  formHeading: string;
  formText: string;
  reviewsHeading: string;
  reviewsText: string;
  finePrint: string;
};

export type AboutCopy = HubCopy & {
  cards: Record<'team' | 'testimonials', { title: string; description: string }>;
  valuesHeading: string;
  values: { title: string; text: string }[];
};

export type TeamCopy = BasicCopy & {
  doctorBio: string[];
  /** Bullet facts about the doctor (licences, education, family). */
  doctorFacts: string[];
  familyButton: string;
  dialogHeading: string;
  dialogText: string[];
  cvLink: string;
  closeLabel: string;
  assistantsHeading: string;
  /** Bios in the order of clinic.assistants. */
  assistantBios: string[][];
  /** "Chiropractic assistant since {{date}}" with {{date}} filled from the config. */
  sinceLabel: string;
};

export type TestimonialsCopy = BasicCopy & {
  frameTitle: string;
  reviewPrompt: string;
  reviewLink: string;
};

export type ContactCopy = BasicCopy & {
  formHeading: string;
  formText: string;
  detailsHeading: string;
  hoursHeading: string;
  mapHeading: string;
  parking: string;
  emergencyNote: string;
};

export type AppointmentCopy = BasicCopy & {
  widgetHeading: string;
  helpHeading: string;
  helpText: string;
  whatToBring: string[];
  whatToBringHeading: string;
};
