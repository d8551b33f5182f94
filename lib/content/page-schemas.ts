import { z } from 'zod';
import {
  description,
  items,
  paragraph,
  paragraphs,
  pdf,
  picture,
  text,
  title,
} from '@/lib/content/fields';

/** The practice pages (content/pages/<name>.yaml), one schema each, for one language. */

const basic = {
  title: title(),
  summary: paragraph('Summary', 'One or two sentences under the title.'),
  description: description(),
  intro: paragraphs('Introduction'),
};

const card = (label: string) =>
  z
    .object({
      title: text('Title'),
      description: paragraph('Text'),
      image: picture(),
    })
    .meta({ label });

const qa = z.strictObject({ title: text('Question'), content: paragraph('Answer') });
const faq = (label: string) => z.array(qa).min(1).meta({ label });

export const pageSchemas = {
  home: z.strictObject({
    title: title(),
    description: description(),
    hero: z
      .object({
        languages: text(
          'Languages line',
          'Above the kicker, on the first screen: who speaks Spanish with patients, {{speakers.es}}.',
        ),
        kicker: text('Kicker'),
        headline: text('Headline (the page’s h1)'),
        subheadline: paragraph('Sub-headline'),
        formHeading: text('Form heading'),
        formText: paragraph('Form text'),
      })
      .meta({ label: 'Hero' }),
    video: z
      .strictObject({ heading: text('Heading'), text: paragraph('Text') })
      .meta({ label: 'Video' }),
    faq: z
      .object({
        heading: text('Heading'),
        intro: paragraph('Introduction'),
        items: faq('Questions'),
      })
      .meta({ label: 'Questions (first)' }),
    benefits: z
      .object({
        heading: text('Heading'),
        intro: paragraph('Introduction'),
        items: faq('Benefits'),
      })
      .meta({ label: 'Benefits' }),
    services: z
      .object({ heading: text('Heading'), intro: paragraph('Introduction') })
      .meta({ label: 'Services' }),
    doctor: z
      .object({ heading: text('Heading'), paragraphs: paragraphs('Paragraphs'), cta: text('Link') })
      .meta({ label: 'Doctor' }),
    why: z
      .object({
        heading: text('Heading'),
        intro: paragraph('Introduction'),
        points: z
          .array(z.strictObject({ title: text('Title'), text: paragraph('Text') }))
          .min(1)
          .meta({ label: 'Points' }),
      })
      .meta({ label: 'Why choose us' }),
    reviews: z
      .strictObject({ heading: text('Heading'), text: paragraph('Text') })
      .meta({ label: 'Reviews' }),
    faq2: z
      .object({ heading: text('Heading'), items: faq('Questions') })
      .meta({ label: 'Questions (second)' }),
  }),
  services: z.strictObject({
    image: picture(),
    heroKicker: text('Kicker'),
    ...basic,
    cardsHeading: text('Heading above the cards'),
    outro: paragraphs('Closing paragraphs'),
  }),
  patients: z.strictObject({
    ...basic,
    cardsHeading: text('Heading above the cards'),
    cards: z
      .object({
        newPatientSpecial: card('New patient special'),
        forms: card('Forms'),
        reviewUs: card('Review us'),
        blog: card('Blog'),
      })
      .meta({ label: 'Cards' }),
  }),
  about: z.strictObject({
    ...basic,
    cardsHeading: text('Heading above the cards'),
    cards: z
      .strictObject({ team: card('Team'), testimonials: card('Testimonials') })
      .meta({ label: 'Cards' }),
    valuesHeading: text('Values heading'),
    values: z
      .array(z.strictObject({ title: text('Title'), text: paragraph('Text') }))
      .min(1)
      .meta({ label: 'Values' }),
  }),
  forms: z.strictObject({
    ...basic,
    stepsHeading: text('Steps heading'),
    steps: items('Steps'),
    buttonsHeading: text('Forms heading'),
    nonAutoLabel: text('General form button'),
    nonAutoDescription: paragraph('General form text'),
    autoLabel: text('Auto accident form button'),
    autoDescription: paragraph('Auto accident form text'),
    pdfReaderText: paragraph('PDF reader text'),
    pdfReaderLink: text('PDF reader link'),
    privacyNote: paragraph('Privacy note'),
    printableHeading: text('Printable forms heading'),
    printableText: paragraph('Printable forms text'),
    printableForms: z
      .array(
        z.strictObject({
          title: text('Title', 'The form’s name, as the link shows it.'),
          file: pdf('PDF file', 'Upload the form as a PDF; the link shows its size.'),
        }),
      )
      .meta({
        label: 'Printable forms (PDF)',
        hint: 'Each form to print: its name and its PDF. Leave the list empty to hide the section.',
      })
      .default([]),
  }),
  'review-us': z.strictObject({
    ...basic,
    stepsHeading: text('Steps heading'),
    steps: items('Steps'),
    reviewButton: text('Review button'),
    testimonialsText: paragraph('Testimonials text'),
    testimonialsLink: text('Testimonials link'),
    note: paragraph('Note'),
  }),
  'new-patient-special': z.strictObject({
    ...basic,
    offerHeading: text('Offer heading'),
    offerText: paragraphs('Offer'),
    includesHeading: text('“Includes” heading'),
    includes: items('What the consultation includes'),
    insuranceHeading: text('Insurance heading'),
    insuranceText: paragraph('Insurance text'),
    estimateText: paragraph('Good faith estimate text'),
    estimateLink: text('Good faith estimate link'),
    formHeading: text('Form heading'),
    formText: paragraph('Form text'),
    reviewsHeading: text('Reviews heading'),
    reviewsText: paragraph('Reviews text'),
    finePrint: paragraph('Fine print'),
  }),
  team: z.strictObject({
    ...basic,
    doctorFacts: items('Facts about the doctor'),
    familyButton: text('Family button'),
    familyImage: picture('Family picture'),
    familyImageAlt: text('Family picture description'),
    dialogHeading: text('Family heading'),
    dialogText: paragraphs('Family text'),
    cvLink: text('CV link'),
    closeLabel: text('Close button'),
    assistantsHeading: text('Assistants heading'),
    sinceLabel: text('“Since” label', 'Keep {{date}}: it becomes the month.'),
  }),
  testimonials: z.strictObject({
    ...basic,
    frameTitle: text('Reviews frame title'),
    reviewPrompt: paragraph('Review prompt'),
    reviewLink: text('Review link'),
  }),
  contact: z.strictObject({
    ...basic,
    formHeading: text('Form heading'),
    formText: paragraph('Form text'),
    detailsHeading: text('Details heading'),
    hoursHeading: text('Hours heading'),
    mapHeading: text('Map heading'),
    parking: paragraph('Parking'),
    emergencyNote: paragraph('Emergency note'),
  }),
  appointment: z.strictObject({
    ...basic,
    widgetHeading: text('Booking heading'),
    helpHeading: text('Help heading'),
    helpText: paragraph('Help text'),
    whatToBringHeading: text('“What to bring” heading'),
    whatToBring: items('What to bring'),
  }),
  // The doctor's CV (one PDF per language): every name, number and place is a
  // {{placeholder}} filled from the clinic facts by lib/cv.ts, so it states nothing else.
  cv: z
    .strictObject({
      title: text('Name line'),
      clinic: text('Clinic line'),
      education: text(
        'Degree line',
        'From the doctor’s file in Team: {{doctorEducation}} (degree, school and year; a sample school is left out).',
      ),
      licensed: text(
        'Licensure',
        'Each license with its number and board: {{doctorLicenses}} (a sample number is left out).',
      ),
      languages: text('Languages'),
      acupuncture: text('Acupuncture training'),
      family: text('Family tradition'),
      contactHeading: text('Contact heading'),
      address: text('Address line'),
      reach: text('Phone and email line'),
    })
    .meta({ label: 'Doctor’s CV (PDF)' }),
};

export type PageName = keyof typeof pageSchemas;
export type PageCopyOf<P extends PageName> = z.infer<(typeof pageSchemas)[P]>;
