import { z } from 'zod';
import { choice, date, items, optionalUrl, paragraph, text, time, url } from '@/lib/content/fields';
import { daysOfWeek } from '@/lib/content/slugs';

/**
 * The clinic facts (content/clinic.yaml): every page, the header, the footer,
 * the JSON-LD, the legal pages and the articles read them, through
 * {{placeholders}} in the copy. Words that differ by language are `{ en, es }`.
 */

export { daysOfWeek, type DayOfWeek } from '@/lib/content/slugs';

const both = <T extends z.ZodType>(field: T, label: string) =>
  z.strictObject({ en: field, es: field }).meta({ label });

const phone = (label: string) =>
  z
    .string()
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a US number written (913) 555-0142')
    .meta({ label, hint: 'Written (913) 555-0142.' });

const openingHours = z
  .object({
    days: z
      .array(choice(daysOfWeek, 'Day'))
      .min(1)
      .meta({ label: 'Days', widget: 'select-multiple' }),
    opens: time('Opens'),
    closes: time('Closes'),
  })
  .meta({ label: 'Opening hours' });
export type OpeningHours = z.infer<typeof openingHours>;

export const clinicSchema = z
  .object({
    name: text('Name'),
    shortName: text('Short name', 'The brand in titles: “Prairie Spine”.'),
    phone: phone('Phone'),
    fax: phone('Fax'),
    email: z.email('must be an email address').meta({ label: 'Email' }),
    address: z
      .object({
        street: text('Street'),
        locality: text('City'),
        region: z
          .string()
          .regex(/^[A-Z]{2}$/, 'must be a two-letter state')
          .meta({ label: 'State' }),
        postalCode: z
          .string()
          .regex(/^\d{5}$/, 'must be a five-digit ZIP code')
          .meta({ label: 'ZIP code' }),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .meta({ label: 'Country code' }),
      })
      .meta({ label: 'Address' }),
    geo: z
      .object({
        latitude: z.number().min(-90).max(90).meta({ label: 'Latitude' }),
        longitude: z.number().min(-180).max(180).meta({ label: 'Longitude' }),
      })
      .meta({ label: 'Map position' }),
    timeZone: text('Time zone', 'IANA name, for example America/Chicago.'),
    hours: z.array(openingHours).min(1).meta({
      label: 'Opening hours',
      hint: 'A day not listed is shown as closed.',
      summary: '{{fields.days}}: {{fields.opens}} to {{fields.closes}}',
    }),
    walkIns: z.boolean().meta({ label: 'Walk-ins welcome' }),
    citiesServed: items('Cities served'),
    social: z
      .array(
        z.strictObject({
          network: choice(['facebook', 'instagram', 'youtube'], 'Network'),
          label: text('Label'),
          url: url('Address'),
        }),
      )
      .default([])
      .meta({ label: 'Social links' }),
    reviews: z
      .object({
        placeId: text(
          'Google place id',
          'The clinic’s own Business Profile: its place id (ChIJ…), from Google’s Place ID Finder. The listing and the write-a-review link are built from it.',
        ),
        rating: z.number().min(1).max(5).meta({ label: 'Rating' }),
        count: z.number().int().min(0).meta({ label: 'Number of reviews' }),
        checked: date(
          'Read from the listing on',
          'The day the rating and the count were read from the listing. Without it, pages show no rating.',
        ).optional(),
      })
      .meta({ label: 'Reviews' }),
    payments: z
      .object({
        accepted: items('Accepted (schema.org, in English)'),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .meta({ label: 'Currency' }),
        priceRange: text('Price range'),
        methods: both(items('Method'), 'How a visit can be paid'),
        paymentPlans: z.boolean().meta({ label: 'Payment plans offered' }),
      })
      .meta({ label: 'Payments' }),
    insurance: z
      .object({
        medicare: z
          .object({
            participating: z.boolean().meta({ label: 'Participating provider' }),
            status: both(paragraph('Text'), 'Medicare, in one sentence'),
            covers: both(paragraph('Text'), 'What Medicare covers'),
          })
          .meta({ label: 'Medicare' }),
        medicaid: z
          .object({
            enrolled: z.boolean().meta({ label: 'Enrolled' }),
            programs: items('Programs'),
            status: both(paragraph('Text'), 'Medicaid, in one sentence'),
          })
          .meta({ label: 'Medicaid' }),
      })
      .meta({ label: 'Insurance' }),
    policies: z
      .object({
        cancellationHours: z.number().int().min(0).meta({ label: 'Cancellation notice (hours)' }),
      })
      .meta({ label: 'Policies' }),
    languages: both(items('Language'), 'Languages we speak'),
    parking: both(paragraph('Text'), 'Parking'),
    entrance: both(paragraph('Text'), 'Entrance'),
    acupuncture: z
      .object({ training: both(text('Text'), 'Acupuncture training') })
      .meta({ label: 'Acupuncture' }),
    doctor: z
      .object({
        team: text('Team member', 'The file name of the doctor in content/team/.'),
        shortName: text('Short name', '“Dr. Whitaker”.'),
        article: z
          .object({
            en: text('English article').optional(),
            es: text('Spanish article').optional(),
          })
          .meta({ label: 'Article before the name', hint: 'Spanish: el (or la).' }),
        licensedIn: both(items('State'), 'Licensed in'),
        familyChiropractors: z.number().int().min(0).meta({ label: 'Chiropractors in the family' }),
        cv: text('CV (PDF address)'),
      })
      .meta({ label: 'Doctor' }),
    vendors: z
      .object({
        leadForm: optionalUrl('Home consultation form'),
        contactForm: optionalUrl('Contact form'),
        newPatientForm: optionalUrl('New patient special form'),
        reviewsFrame: optionalUrl('Reviews frame'),
        bookingScript: optionalUrl('Booking script'),
        bookingCalendar: text('Booking calendar id').default(''),
        youtubeVideoId: text('YouTube video id').default(''),
        mapEmbed: optionalUrl('Map embed'),
        directions: optionalUrl('Directions link'),
        translatorScript: optionalUrl('Translator script'),
        intakeNonAuto: optionalUrl('General intake form'),
        intakeAuto: optionalUrl('Auto accident intake form'),
        pdfReader: optionalUrl('PDF reader download'),
      })
      .meta({
        label: 'Vendors',
        hint: 'Leave an address empty to show the call-us panel instead of the widget.',
      }),
    noSurprisesHelpLine: text('No Surprises help line'),
  })
  .meta({ label: 'Clinic facts' });

export type ClinicFacts = z.infer<typeof clinicSchema>;

export const taglinesSchema = z.strictObject({
  taglines: z
    .array(
      z.strictObject({
        lang: text('Language tag'),
        language: text('Language name'),
        dir: z.literal('rtl').optional().meta({ label: 'Right to left' }),
        text: paragraph('Tagline'),
      }),
    )
    .min(15, 'needs at least 15 languages')
    .meta({
      label: 'Language-assistance taglines',
      hint: 'The notice of language assistance (45 CFR 92.11) on the nondiscrimination page, in at least 15 languages. Entries that say auxiliary aids are free follow HHS’s 2024 sample notices; replace the others with HHS’s 2024 sample for their language when the clinic reviews the page.',
    }),
});
export type Tagline = z.infer<typeof taglinesSchema>['taglines'][number];
