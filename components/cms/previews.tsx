import type { ComponentType } from 'react';
import { Markdown } from '@/components/markdown';
import { Accordion } from '@/components/sections/accordion';
import { ContentSections } from '@/components/sections/content-sections';
import { PageHero } from '@/components/sections/page-hero';
import { PersonCard } from '@/components/sections/person-card';
import { Prose } from '@/components/sections/prose';
import type { ImageFile } from '@/lib/content/pictures';
import type { PageCopy } from '@/lib/content/schemas';
import { References } from '@/components/sections/references';
import { numberCitations } from '@/lib/citations';
import type { SiteIndex } from '@/lib/content/findings';
import type { SpokenLanguage } from '@/lib/i18n';
import { dataOf, languageOf, type Props } from '@/components/cms/preview-data';
import { ClosurePreview, HoursPreview } from '@/components/cms/hours-previews';

/**
 * The editor's previews, in the site's own components and stylesheet, in the
 * language being edited. Clinic facts fill the {{placeholders}} as on the site:
 * the last build's, and those changed in the editor since (edited-facts.ts).
 */
declare const SITE_INDEX: SiteIndex;

/** The entry's citations numbered as the page will number them, and its references. */
const cited = <T,>(copy: T) =>
  numberCitations(copy, new Map(SITE_INDEX.sources.map((s) => [s.id, s])));

/** A picture as the editor holds it (saved or just uploaded): no WebP variants in a preview. */
const pictureOf = (props: Props, src: string | undefined): ImageFile | undefined =>
  src ? { src: props.getAsset(src)?.url ?? src, width: 800, height: 600 } : undefined;

function PostPreview(props: Props) {
  const locale = languageOf(props);
  const post = dataOf<{
    title?: string;
    excerpt?: string;
    body?: string;
    image?: string;
    imageAlt?: string;
  }>(props);
  const image = pictureOf(props, post.image);
  const { copy: body, references } = cited(post.body ?? '');
  return (
    <main lang={locale}>
      <PageHero
        locale={locale}
        title={post.title ?? ''}
        summary={post.excerpt}
        image={image ? { file: image, alt: post.imageAlt ?? '' } : undefined}
        imageOnMobile
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Markdown source={body} locale={locale} />
      </div>
      <References locale={locale} references={references} />
    </main>
  );
}

type SectionData = Omit<PageCopy['sections'][number], 'image'> & { image?: string };

function ConditionPreview(props: Props) {
  const locale = languageOf(props);
  const { copy: page, references } = cited(
    dataOf<Partial<Omit<PageCopy, 'sections'>> & { sections?: SectionData[] }>(props),
  );
  const sections = (page.sections ?? []).map((s) => ({
    ...s,
    paragraphs: s.paragraphs ?? [],
    image: pictureOf(props, s.image) ?? { src: '', width: 0, height: 0 },
  }));
  return (
    <main lang={locale}>
      <PageHero locale={locale} title={page.title ?? ''} summary={page.summary} />
      <Prose paragraphs={page.intro ?? []} locale={locale} />
      <ContentSections sections={sections} locale={locale} />
      {page.accordion ? (
        <section className="mx-auto max-w-4xl px-4 py-14">
          <h2 className="text-2xl font-extrabold sm:text-3xl">{page.accordion.heading}</h2>
          <Accordion
            name="preview"
            items={page.accordion.items ?? []}
            locale={locale}
            className="mt-6"
          />
        </section>
      ) : null}
      <References locale={locale} references={references} />
    </main>
  );
}

function TeamMemberPreview(props: Props) {
  const locale = languageOf(props);
  const person = dataOf<{
    name?: string;
    role?: string;
    photo?: string;
    photoAlt?: string;
    bio?: string[];
    languages?: SpokenLanguage[];
  }>(props);
  const photo = pictureOf(props, person.photo);
  return (
    <ul lang={locale} className="mx-auto max-w-xl bg-cream p-6">
      <PersonCard
        locale={locale}
        name={person.name ?? ''}
        role={person.role ?? ''}
        photo={photo ?? { src: '', width: 0, height: 0 }}
        photoAlt={person.photoAlt ?? ''}
        bio={person.bio ?? []}
        languages={person.languages ?? []}
      />
    </ul>
  );
}

/** Any other entry: each field as the editor shows it, under the checks. */
export function FieldsPreview(props: Props) {
  const data = (props.entry.get('data')?.toJS?.() ?? {}) as Record<string, unknown>;
  return (
    <div className="mx-auto max-w-3xl p-4">
      {Object.keys(data).map((name) => (
        <div key={name}>{props.widgetFor(name)}</div>
      ))}
    </div>
  );
}

/** Preview templates by collection (or, for a one-file entry, file) name. */
export const previews: Record<string, ComponentType<Props>> = {
  posts: PostPreview,
  conditions: ConditionPreview,
  services: ConditionPreview,
  team: TeamMemberPreview,
  clinic: HoursPreview,
  closures: ClosurePreview,
};
