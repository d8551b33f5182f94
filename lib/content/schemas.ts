import { z } from 'zod';
import {
  choice,
  date,
  dateWindow,
  description,
  items,
  markdown,
  month,
  paragraph,
  paragraphs,
  picture,
  text,
  url,
  time,
  title,
  translatedAddress,
} from '@/lib/content/fields';
import { categorySlugs, stepsVariants } from '@/lib/content/slugs';
import { defaultLocale, languageName, localeInfo, locales, spokenLanguages } from '@/lib/i18n';
import { conditionIds, conditions, treatmentIds, treatments } from '@/lib/content/coverage';
import { MIN_PARAGRAPHS } from '@/lib/content/findings';
import { paragraphCount } from '@/lib/markdown';

export {
  categorySlugs,
  serviceSlugs,
  stepsVariants,
  type CategorySlug,
  type ServiceSlug,
  type StepsVariant,
} from '@/lib/content/slugs';

/**
 * One schema per kind of content, for one language. The loaders in lib/content
 * validate every data file against these, and the editor's configuration is
 * generated from them (lib/cms/config.ts): the two cannot disagree.
 * Types are inferred from here; nothing else declares the shape of content.
 */

const qa = z.strictObject({
  title: text('Question or heading'),
  content: paragraph('Answer or text'),
});
export type AccordionItem = z.infer<typeof qa>;

const section = z
  .object({
    heading: text('Heading'),
    paragraphs: paragraphs('Paragraphs'),
    list: items('Bulleted list', 'Optional: shown after the paragraphs.').optional(),
    image: picture('Picture', 'Shown beside the section; the first section’s is the card’s.'),
    imageAlt: text('Picture description', 'What the picture shows, for people who cannot see it.'),
  })
  .meta({ label: 'Section' });
export type Section = z.infer<typeof section>;

const accordion = z
  .object({
    heading: text('Heading'),
    intro: paragraph('Introduction').optional(),
    faq: z.boolean().meta({
      label: 'Questions and answers',
      hint: 'On: search engines read the items as frequently asked questions.',
    }),
    items: z.array(qa).min(1).meta({ label: 'Items' }),
  })
  .meta({ label: 'Accordion (optional)' });

/**
 * The medical review of a health page (a service, a condition, a post): who read it for
 * accuracy and when. The page shows "Reviewed by … on …" under its title, and its structured
 * data says the same. `updated` is the day the text last changed (shown as "Updated …").
 */
export const reviewFields = {
  reviewedBy: z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a team member’s file name, like dr-ryan-whitaker')
    .meta({
      label: 'Reviewed by',
      hint: 'The practitioner who read the whole page for medical accuracy (Team).',
      widget: 'reviewer',
    })
    .optional(),
  lastReviewed: date(
    'Last reviewed',
    'The day the reviewer last read the whole page and confirmed every claim and its source.',
  ).optional(),
};

/**
 * The address of a page in Spanish, kept in its own file as a post's is. `example` shows
 * one in full, its own words last. Optional: a page without one keeps its file name.
 */
const spanishAddress = (example: string) =>
  translatedAddress(
    'Address of the Spanish page',
    `Spanish only: the last words of the Spanish page’s address, lower-case, joined by hyphens, without accents, ${example}. Leave it empty in English: the English address is the file name. Once the page is published, keep it: the old address would only redirect.`,
  ).optional();

/** Every word of a service or condition page. */
const pageCopy = {
  title: title(),
  navTitle: text('Short name', 'Menus, cards and breadcrumbs: “Back Pain”.'),
  summary: paragraph('Summary', 'One or two sentences under the title and on the card.'),
  description: description(),
  intro: paragraphs('Introduction'),
  sections: z.array(section).min(1, 'needs at least one section').meta({ label: 'Sections' }),
  accordion: accordion.optional(),
};
export type PageCopy = z.infer<z.ZodObject<typeof pageCopy>>;

const stepsChoice = choice(stepsVariants, 'Three-step block', 'Which “getting started” steps fit.');

const updated = date(
  'Updated',
  'Optional: the day the text last changed in substance (not a typo). Shown as “Updated …”.',
).optional();

export const conditionSchema = z.strictObject({
  address: spanishAddress(
    'as dolor-de-espalda in /es/servicios/quiropractica/columna/dolor-de-espalda/',
  ),
  category: choice(categorySlugs, 'Category'),
  steps: stepsChoice,
  ...reviewFields,
  updated,
  ...pageCopy,
});

export const serviceSchema = z.strictObject({
  address: spanishAddress('as acupuntura in /es/servicios/acupuntura/'),
  heroKicker: text('Kicker', 'The short line above the title.'),
  steps: stepsChoice,
  ...reviewFields,
  updated,
  ...pageCopy,
});

export const categorySchema = z.strictObject({
  address: spanishAddress('as lesiones in /es/servicios/quiropractica/lesiones/'),
  image: picture(),
  title: title(),
  navTitle: text('Short name'),
  subheading: text('Heading above the cards'),
  summary: paragraph('Summary'),
  description: description(),
  intro: paragraphs('Introduction'),
});

/** A post in one language; `categories` are the keys of content/blog-categories/. */
export const postSchema = (
  categories: readonly [string, ...string[]],
  categoryLabels?: Record<string, string>,
) =>
  z
    .object({
      title: title(),
      address: translatedAddress(
        'Address of the Spanish page',
        'Spanish only: the words after /es/blog/, lower-case, joined by hyphens, without accents (por-que-importa-la-postura). Leave it empty in English: the English address is the post’s slug.',
      ).optional(),
      draft: z.boolean().optional().meta({
        label: 'Draft (not published)',
        hint: 'On: the post is kept here but is on no page, listing, feed or search, in either language. Turn it off when it is ready, and publish.',
      }),
      translationPending: z.boolean().optional().meta({
        label: 'Spanish later (translation pending)',
        hint: 'On: the English page goes live now, and the Spanish fields may stay empty. The Spanish page, its listing and feed entry wait until you write them and turn this off.',
      }),
      excerpt: description('Summary for cards and search results'),
      summary: paragraph(
        'Summary for the feeds',
        'Two or three plain paragraphs, separated by blank lines.',
      ),
      date: date('Date', 'Posts list newest first.'),
      updated: date('Updated', 'Optional: the day of the last real change.').optional(),
      ...reviewFields,
      category: choice(categories, 'Category', undefined, categoryLabels),
      image: picture('Picture', 'Optional: the category’s picture is used otherwise.').optional(),
      imageAlt: text(
        'Picture description',
        'Required with a picture of the post’s own.',
      ).optional(),
      body: markdown('Article').optional(),
    })
    .superRefine((post, ctx) => {
      if (post.updated && post.updated < post.date)
        ctx.addIssue({ code: 'custom', path: ['updated'], message: 'must not be before the date' });
      if (post.image && !post.imageAlt)
        ctx.addIssue({
          code: 'custom',
          path: ['imageAlt'],
          message: 'is missing: describe the picture',
        });
      if (post.body !== undefined && paragraphCount(post.body) < MIN_PARAGRAPHS)
        ctx.addIssue({
          code: 'custom',
          path: ['body'],
          message: `needs at least ${MIN_PARAGRAPHS} paragraphs of text (a heading alone is not an article), or leave it empty to show the summary`,
        });
    });

export const blogCategorySchema = z.strictObject({
  label: text('Name'),
  healthAdvice: z.boolean().default(true).meta({
    label: 'Health advice',
    hint: 'On: its posts give health advice, and each is published only once a practitioner has reviewed it. Off for clinic news (hours, prices, choosing a clinic).',
  }),
  picture: picture('Picture', 'The header picture of every post of the category without its own.'),
  pictureAlt: text('Picture description'),
});

export const legalSchema = z.strictObject({
  title: title(),
  address: spanishAddress('as politica-de-privacidad in /es/politica-de-privacidad/'),
  description: description(),
  updated: date('Last updated'),
  body: markdown('Text'),
});

export const teamMemberSchema = z.strictObject({
  name: text('Name'),
  address: spanishAddress(
    'as dr-ryan-whitaker in /es/sobre-nosotros/nuestro-equipo/dr-ryan-whitaker/',
  ),
  credentials: text('Letters after the name', 'For example D.C.').optional(),
  position: choice(['doctor', 'assistant'], 'Position'),
  order: z.number().int().min(1).meta({ label: 'Order on the team page' }),
  since: month('With us since', 'YYYY-MM: shown as “since January 2020”.').optional(),
  photo: picture('Photo'),
  photoAlt: text('Photo description'),
  role: text('Role'),
  bio: paragraphs('Biography'),
  // Credentials a patient and a search engine can check (a practitioner's profile page,
  // the CV and the Person structured data show them).
  description: description('Description of the profile page').optional(),
  degree: text('Degree', 'In full: “Doctor of Chiropractic”.').optional(),
  school: text('School', 'Where the degree is from, as the school writes its name.').optional(),
  graduated: z.number().int().min(1950).max(2100).optional().meta({ label: 'Year of graduation' }),
  licenses: z
    .array(
      z.strictObject({
        state: text('State', 'In full: “Kansas”.'),
        number: text('License number', 'As the board’s lookup shows it.'),
        board: text(
          'Licensing board',
          'Its official name, in English in both languages: “Kansas State Board of Healing Arts”.',
        ),
        boardGloss: text(
          'What the board is, in this language',
          'Optional, Spanish page: shown after the official name, “(Junta Estatal de Artes Curativas de Kansas)”.',
        ).optional(),
        lookup: url(
          'License lookup',
          'The board’s public license search, where a patient can check the number. Without it, the number is not shown.',
        ),
      }),
    )
    .optional()
    .meta({ label: 'Licenses', summary: '{{fields.state}} {{fields.number}}' }),
  // Who speaks which language with patients: the profile, the home page and the contact page
  // say it ({{speakers.es}}), and the structured data gives it as BCP 47 tags.
  languages: z
    .array(
      choice(
        spokenLanguages,
        'Language',
        undefined,
        Object.fromEntries(
          spokenLanguages.map((code) => [code, languageName(code, defaultLocale)]),
        ),
      ),
    )
    .min(1, 'needs at least one language')
    .meta({
      label: 'Languages spoken with patients',
      hint: 'Every language this person speaks with patients. The profile shows them, and the home and contact pages name who speaks Spanish.',
      widget: 'select-multiple',
    }),
  profiles: z
    .array(url('Profile', 'A listing elsewhere that names this person (a license lookup).'))
    .optional()
    .meta({ label: 'Profiles elsewhere' }),
});

export const closureSchema = z
  .object({
    start: date('First day', 'Within a year of today.', dateWindow.closure),
    end: date(
      'Last day',
      'Optional: for a closure of several days.',
      dateWindow.closure,
    ).optional(),
    opens: time('Opens').optional(),
    closes: time('Closes').optional(),
    note: text('Note', 'Shown in the banner and beside the hours: “Closed for Thanksgiving.”'),
  })
  .superRefine((closure, ctx) => {
    if (closure.end && closure.end < closure.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'must not be before the first day' });
    if (Boolean(closure.opens) !== Boolean(closure.closes))
      ctx.addIssue({
        code: 'custom',
        path: [closure.opens ? 'closes' : 'opens'],
        message:
          'special hours need both an opening and a closing time; leave both empty for closed',
      });
    if (closure.opens && closure.closes && closure.closes <= closure.opens)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'must be after the opening time' });
  });

const step = z.strictObject({ title: text('Step'), text: paragraph('Text') });
const stepSet = (label: string) =>
  z.array(step).length(3, 'must be exactly three steps').meta({ label });

export const stepsSchema = z.strictObject({
  standard: stepSet('Standard'),
  consultation: stepSet('Consultation'),
  pregnancy: stepSet('Pregnancy'),
  acupuncture: stepSet('Acupuncture'),
});

export type Closure = z.infer<typeof closureSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Step = z.infer<typeof step>;

/** A passage written once and used in many places as {{snippet.<file name>}}. */
export const snippetSchema = z.strictObject({
  title: text('Name', 'What the passage is, for the editor’s list.'),
  text: paragraph('Text', 'Markdown. It replaces {{snippet.<file name>}} wherever that appears.'),
});

/**
 * Pages staff moved or removed, and where each now leads (content/moved-pages.yaml):
 * `from` is any address the site has published, `to` a page of the site now
 * (English addresses; each language follows). A gone page not listed here
 * leads to its renamed self or the page above it (lib/published.ts).
 */
export const movedPagesSchema = (
  published: readonly [string, ...string[]],
  pages: readonly [string, ...string[]],
) =>
  z.strictObject({
    moves: z
      .array(
        z.strictObject({
          from: choice(published, 'Old address', 'An address the site has published.'),
          to: choice(pages, 'Now leads to', 'A page of the site as it is now.'),
        }),
      )
      .default([])
      .meta({
        label: 'Moved and removed pages',
        hint: 'Where the old address of a page you deleted or renamed should lead. Without an entry here it leads to the renamed page, or else to the page above it (a post to the blog).',
        summary: '{{fields.from}} → {{fields.to}}',
      }),
  });

const SOURCE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A source the copy cites for a claim of efficacy (content/sources.yaml): a study, a review, a
 * guideline or an agency's page, with what it covers. Copy cites it by id, `[^acp-2017]`, and
 * the page numbers its citations and lists its references.
 */
export const sourceSchema = z
  .strictObject({
    id: z
      .string()
      .regex(SOURCE_ID, 'must be lower-case words joined by hyphens, like acp-2017-low-back-pain')
      .meta({
        label: 'Id',
        hint: 'How the copy cites it: [^the-id] right after the sentence. Lower-case words joined by hyphens.',
      }),
    title: text('Title', 'As the source gives it.'),
    authors: text(
      'Authors',
      'Optional: as PubMed lists them (Qaseem A, Wilt TJ, et al.).',
    ).optional(),
    publisher: text('Journal or publisher', 'The journal, or the agency that publishes the page.'),
    year: z.number().int().min(1900).max(2100).optional().meta({ label: 'Year' }),
    url: url('Address', 'Where a reader finds it: the DOI or PubMed address where there is one.'),
    doi: text('DOI', 'Optional: 10.7326/M16-2367.').optional(),
    pubmed: z
      .string()
      .regex(/^\d+$/, 'must be the PubMed number, digits only')
      .optional()
      .meta({ label: 'PubMed id' }),
    language: choice(locales, 'Language', 'The language the source is written in.', {
      ...Object.fromEntries(locales.map((l) => [l, localeInfo[l].label])),
    }),
    kind: choice(
      ['guideline', 'systematic-review', 'trial', 'study', 'agency-page', 'reference'],
      'Kind',
    ),
    treatments: z
      .array(choice(treatmentIds, 'Treatment', undefined, treatments))
      .default([])
      .meta({
        label: 'Treatments it gives evidence about',
        hint: 'Only what the source itself reports on. Empty for a source about a condition only.',
        widget: 'select-multiple',
      }),
    conditions: z
      .array(choice(conditionIds, 'Condition', undefined, conditions))
      .min(1, 'needs at least one condition')
      .meta({ label: 'Conditions it covers', widget: 'select-multiple' }),
  })
  .meta({ label: 'Source' });
export type Source = z.infer<typeof sourceSchema>;

export const sourcesSchema = z
  .strictObject({
    sources: z
      .array(sourceSchema)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((source, i) => {
          if (seen.has(source.id))
            ctx.addIssue({
              code: 'custom',
              path: [i, 'id'],
              message: `"${source.id}" is the id of another source: choose another`,
            });
          seen.add(source.id);
        });
      })
      .meta({
        label: 'Sources',
        hint: 'The studies, reviews, guidelines and agency pages the copy cites.',
        summary: '{{fields.id}}: {{fields.title}}',
      }),
  })
  .meta({ label: 'Sources of health claims' });
