import { Icon } from '@/components/icons';
import { textLinkClass } from '@/components/ui/button-styles';
import { Picture } from '@/components/ui/picture';
import { SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import type { Post } from '@/lib/blog';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

/** A post's card on the blog's listing pages and under a post (related posts). */
export function PostCard({
  post,
  locale,
  headingLevel = 'h2',
}: {
  post: Post;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = dictionary(locale);
  const Heading = headingLevel;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
      data-testid="post-card"
    >
      <Picture
        image={post.image}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full bg-cream object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-bold tracking-wider text-brand uppercase">
          {post.categoryLabel}
        </p>
        <Heading className="mt-2 text-xl leading-snug font-bold">
          <SiteLink locale={locale} href={routes.post(post.slug)} className="hover:text-brand">
            {post.title}
          </SiteLink>
        </Heading>
        <p className="mt-3 flex-1 text-ink-soft">{post.excerpt}</p>
        <SiteLink
          locale={locale}
          href={routes.post(post.slug)}
          className={`mt-4 inline-flex items-center gap-1 ${textLinkClass}`}
        >
          {t('readMore')}
          <span className="sr-only">: {post.title}</span>
          <Icon name="arrowRight" className="size-4" />
        </SiteLink>
      </div>
    </article>
  );
}
