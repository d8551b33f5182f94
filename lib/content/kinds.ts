import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { clinicSchema, taglinesSchema } from '@/lib/content/clinic-schema';
import { pageSchemas, type PageName } from '@/lib/content/page-schemas';
import {
  collect,
  contentDir,
  isDraft,
  loader,
  markdownSlugs,
  readBilingualMarkdown,
  readBilingualYaml,
  readRaw,
  readYaml,
  yamlSlugs,
} from '@/lib/content/read';
import {
  blogCategorySchema,
  categorySchema,
  closureSchema,
  conditionSchema,
  legalSchema,
  movedPagesSchema,
  postSchema,
  serviceSchema,
  snippetSchema,
  sourcesSchema,
  stepsSchema,
  teamMemberSchema,
} from '@/lib/content/schemas';
import { delocalizePath, locales, type Locale } from '@/lib/i18n';
import { PUBLISHED_FILE, parsePublished } from '@/lib/published';
import { canonicalPaths } from '@/lib/routes';
import { categorySlugs, type CategorySlug } from '@/lib/content/slugs';
import { buildDayOf, isPublished } from '@/lib/content/today';

/**
 * Every kind of content: where its files are, how they are laid out, its
 * schema and which of its fields are the same in both languages. The loaders
 * read through here, `npm run build` checks every file through here first
 * (lib/content/check.ts), and the editor's collections are generated from
 * here (lib/cms/config.ts).
 *
 * Layouts:
 * - `entries`: a folder of YAML files, one entry a file, both languages inside;
 * - `posts`: a folder of Markdown files, `<folder>/<locale>/<slug>.md`;
 * - `file`: one YAML file with both languages inside;
 * - `facts`: one YAML file, not by language.
 */
type Base = {
  label: string;
  /** One entry, as the editor's buttons name it ("New blog post"). */
  singular?: string;
  description?: string;
  schema: z.ZodType;
  shared?: readonly string[];
  /** The file name of a new entry, as an editor template ("{{fields.start}}"). */
  slug?: string;
};
export type Kind =
  | (Base & { layout: 'entries'; folder: string; create: boolean; identifier?: string })
  | (Base & { layout: 'posts'; folder: string; create: boolean })
  | (Base & { layout: 'file'; file: string })
  | (Base & { layout: 'facts'; file: string });

/** Keys of the blog categories: the files of content/blog-categories/. */
export const blogCategoryKeys = () => yamlSlugs(contentDir('blog-categories'));

/** The blog categories' keys in the alphabetical order of their names, as the editor offers them. */
function categoryChoices(): readonly [string, ...string[]] {
  const labels = categoryLabels();
  const keys = blogCategoryKeys().sort((a, b) =>
    (labels[a] ?? a).localeCompare(labels[b] ?? b, 'en'),
  );
  return keys.length > 0 ? (keys as [string, ...string[]]) : [''];
}

/** What the editor shows for each blog category: its English name, read from its file. */
function categoryLabels(): Record<string, string> {
  return Object.fromEntries(
    blogCategoryKeys().flatMap((key) => {
      try {
        const raw = readRaw(contentDir('blog-categories', `${key}.yaml`)) as {
          en?: { label?: unknown };
        };
        return typeof raw.en?.label === 'string' ? [[key, raw.en.label]] : [];
      } catch {
        return []; // a broken file is named by its own check
      }
    }),
  );
}

/** The English addresses the site has published (content/published-addresses.txt), each once. */
function publishedChoices(): readonly [string, ...string[]] {
  const file = contentDir(PUBLISHED_FILE);
  const published = fs.existsSync(file) ? parsePublished(fs.readFileSync(file, 'utf8')) : [];
  const english = [...new Set(published.map((p) => delocalizePath(p.path)))].sort();
  return english.length > 0 ? (english as [string, ...string[]]) : ['/'];
}

/**
 * The English addresses of the site's pages as the content folder has them now,
 * read from the files as written (their checks name any problem).
 */
export function rawSitePaths(): string[] {
  const dir = contentDir('conditions');
  const conditions = yamlSlugs(dir).flatMap((slug) => {
    try {
      const raw = readRaw(path.join(dir, `${slug}.yaml`)) as { en?: { category?: unknown } };
      const category = raw.en?.category;
      return (categorySlugs as readonly unknown[]).includes(category)
        ? [{ slug, category: category as CategorySlug }]
        : [];
    } catch {
      return []; // a broken file is named by its own check
    }
  });
  const doctors = yamlSlugs(contentDir('team')).filter((id) => {
    try {
      const raw = readRaw(contentDir('team', `${id}.yaml`)) as { en?: { position?: unknown } };
      return raw.en?.position === 'doctor';
    } catch {
      return false;
    }
  });
  const dates = rawPostDates();
  const drafts = rawPostDrafts();
  const today = buildDayOf();
  const published = markdownSlugs(contentDir('blog')).filter((slug) => {
    const date = dates.get(`/blog/${slug}/`);
    return !drafts.has(slug) && (!date || isPublished(date, today));
  });
  return canonicalPaths(published, conditions, doctors);
}

/** Each post's date, by its English address, as its English file has it. */
export function rawPostDates(): Map<string, string> {
  const dir = contentDir('blog');
  return new Map(
    markdownSlugs(dir).flatMap((slug) => {
      try {
        const { date } = readRaw(path.join(dir, 'en', `${slug}.md`)) as { date?: unknown };
        return typeof date === 'string' ? [[`/blog/${slug}/`, date] as const] : [];
      } catch {
        return [];
      }
    }),
  );
}

/** The posts kept as drafts (`draft: true` in the English file): published nowhere. */
export function rawPostDrafts(): Set<string> {
  const dir = contentDir('blog');
  return new Set(
    markdownSlugs(dir).filter((slug) => {
      try {
        return isDraft(readRaw(path.join(dir, 'en', `${slug}.md`)));
      } catch {
        return false;
      }
    }),
  );
}

/** The practice pages as staff name them, in the editor's list of pages. */
const PAGE_LABELS: Record<PageName, string> = {
  home: 'Home page',
  services: 'Services overview',
  patients: 'Patient resources',
  about: 'About us',
  forms: 'Patient forms',
  'review-us': 'Leave a review',
  'new-patient-special': 'New-patient offer',
  team: 'Meet our team',
  testimonials: 'Testimonials',
  contact: 'Contact us',
  appointment: 'Book an appointment',
  cv: 'Doctor’s CV',
};

/** A practice page: one YAML file with both languages (content/pages/<name>.yaml). */
export function pageKind<P extends PageName>(
  name: P,
): Base & { layout: 'file'; file: string; schema: (typeof pageSchemas)[P] } {
  return {
    label: PAGE_LABELS[name],
    layout: 'file',
    file: `pages/${name}.yaml`,
    schema: pageSchemas[name],
    // A printable form's PDF is one file for every language, in the same place in the list.
    shared: ['image', 'familyImage', ...(name === 'forms' ? ['printableForms.file'] : [])],
  };
}

const pageFiles = Object.fromEntries(
  (Object.keys(pageSchemas) as PageName[]).map((name) => [`page:${name}`, pageKind(name)]),
);

/**
 * Every kind, worked out once per content folder (lib/content/read.ts `loader`):
 * the choices of its schemas (blog categories, published addresses) come from
 * the files, so a build reads them once, not once a page. Worked out again once
 * the list of published addresses is recorded (a site's first build).
 */
export const contentKinds = loader(
  kindsNow,
  () => `${contentDir()} ${fs.existsSync(contentDir(PUBLISHED_FILE))}`,
);

function kindsNow() {
  return {
    posts: {
      label: 'Blog posts',
      singular: 'blog post',
      layout: 'posts',
      folder: 'blog',
      create: true,
      schema: postSchema(categoryChoices(), categoryLabels()),
      shared: [
        'date',
        'updated',
        'reviewedBy',
        'lastReviewed',
        'category',
        'image',
        'draft',
        'translationPending',
      ],
    },
    closures: {
      label: 'Holiday closures and special hours',
      singular: 'closure or special hours',
      description:
        'Shown in the top banner and beside the opening hours from 14 days before until the day has passed.',
      layout: 'entries',
      folder: 'closures',
      create: true,
      identifier: 'note',
      slug: '{{fields.start}}',
      schema: closureSchema,
      shared: ['start', 'end', 'opens', 'closes'],
    },
    clinic: { label: 'Clinic facts', layout: 'facts', file: 'clinic.yaml', schema: clinicSchema },
    sources: {
      label: 'Sources of health claims',
      layout: 'facts',
      file: 'sources.yaml',
      schema: sourcesSchema,
    },
    snippets: {
      label: 'Shared passages',
      singular: 'shared passage',
      description:
        'Advice and notices written once: the copy uses one as {{snippet.<its file name>}}.',
      layout: 'entries',
      folder: 'snippets',
      create: true,
      identifier: 'title',
      schema: snippetSchema,
    },
    team: {
      label: 'Team',
      singular: 'team member',
      layout: 'entries',
      folder: 'team',
      create: true,
      identifier: 'name',
      schema: teamMemberSchema,
      shared: [
        'name',
        'credentials',
        'position',
        'order',
        'since',
        'photo',
        'school',
        'graduated',
        'profiles',
        'languages',
      ],
    },
    conditions: {
      label: 'Conditions',
      singular: 'condition',
      layout: 'entries',
      folder: 'conditions',
      create: true,
      identifier: 'navTitle',
      schema: conditionSchema,
      shared: ['category', 'steps', 'reviewedBy', 'lastReviewed', 'updated'],
    },
    services: {
      label: 'Services',
      layout: 'entries',
      folder: 'services',
      create: false,
      schema: serviceSchema,
      shared: ['steps', 'reviewedBy', 'lastReviewed', 'updated'],
    },
    categories: {
      label: 'Chiropractic categories',
      layout: 'entries',
      folder: 'categories',
      create: false,
      schema: categorySchema,
      shared: ['image'],
    },
    blogCategories: {
      label: 'Blog categories',
      singular: 'blog category',
      layout: 'entries',
      folder: 'blog-categories',
      create: true,
      identifier: 'label',
      schema: blogCategorySchema,
      shared: ['picture', 'healthAdvice'],
    },
    legal: {
      label: 'Legal pages',
      layout: 'posts',
      folder: 'legal',
      create: false,
      schema: legalSchema,
      shared: ['updated'],
    },
    ...pageFiles,
    steps: { label: 'Three steps', layout: 'file', file: 'steps.yaml', schema: stepsSchema },
    movedPages: {
      label: 'Moved and removed pages',
      layout: 'facts',
      file: 'moved-pages.yaml',
      schema: movedPagesSchema(
        publishedChoices(),
        rawSitePaths() as unknown as readonly [string, ...string[]],
      ),
    },
    taglines: {
      label: 'Language-assistance taglines',
      layout: 'facts',
      file: 'legal/taglines.yaml',
      schema: taglinesSchema,
    },
  } satisfies Record<string, Kind>;
}

export type Kinds = ReturnType<typeof kindsNow>;

type Copy<K extends Kind> = Record<Locale, z.infer<K['schema']>>;

/** Every entry of a folder kind, by slug, checked. */
export function readEntries<K extends Kind & { folder: string }>(
  kind: K,
): { slug: string; copy: Copy<K> }[] {
  const dir = contentDir(kind.folder);
  if (kind.layout === 'posts') {
    return collect(
      markdownSlugs(dir).map((slug) => () => ({
        slug,
        copy: readBilingualMarkdown(dir, slug, kind.schema, kind.shared) as Copy<K>,
      })),
    );
  }
  return collect(
    yamlSlugs(dir).map((slug) => () => ({
      slug,
      copy: readBilingualYaml(path.join(dir, `${slug}.yaml`), kind.schema, kind.shared) as Copy<K>,
    })),
  );
}

/** A one-file kind with both languages inside. */
export function readFile<K extends Kind & { layout: 'file' }>(kind: K): Copy<K> {
  return readBilingualYaml(contentDir(kind.file), kind.schema, kind.shared) as Copy<K>;
}

/** A one-file kind, not by language. */
export function readFacts<K extends Kind & { layout: 'facts' }>(kind: K): z.infer<K['schema']> {
  return readYaml<K['schema']>(contentDir(kind.file), kind.schema);
}

/** Checks every file of every kind; throws one ContentError with every problem. */
export function checkKinds(): void {
  collect(
    Object.values(contentKinds() as Record<string, Kind>).map((kind) => () => {
      if (kind.layout === 'file') readFile(kind);
      else if (kind.layout === 'facts') readFacts(kind);
      else readEntries(kind);
    }),
  );
}

/** Every file of a kind, as a path under content/. */
export function kindFiles(kind: Kind): string[] {
  if (kind.layout === 'file' || kind.layout === 'facts') return [kind.file];
  const dir = contentDir(kind.folder);
  if (kind.layout === 'posts')
    return markdownSlugs(dir).flatMap((slug) =>
      locales.map((l) => path.join(kind.folder, l, `${slug}.md`)),
    );
  return yamlSlugs(dir).map((slug) => path.join(kind.folder, `${slug}.yaml`));
}
