import { PostCard } from '@/components/sections/post-card';
import { SectionHeading } from '@/components/sections/section-heading';
import { dictionary } from '@/lib/ui';
import type { Post } from '@/lib/blog';
import type { Locale } from '@/lib/i18n';

type Props = { locale: Locale; posts: readonly Post[] };

/**
 * "Related articles": cards of other posts. Its heading id, "related", keeps
 * it out of the page's search entry (scripts/postbuild/search-index.ts).
 */
export function RelatedPosts({ locale, posts }: Props) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related" className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <SectionHeading id="related">{dictionary(locale)('relatedPosts')}</SectionHeading>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="related-posts">
          {posts.map((p) => (
            <li key={p.slug} className="flex">
              <PostCard post={p} locale={locale} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
