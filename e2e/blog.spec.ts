import { expect } from '@playwright/test';
import { getPosts, neighbours, pageCount, relatedPosts, type Post } from '../lib/blog';
import { practitioners } from '../lib/content/team';
import { FEED_ITEMS } from '../lib/rss';
import { BLOG_PAGE_SIZE, localizePath, routes } from '../lib/routes';
import { guardThirdParty, hydrated } from './support';
import { test } from './tab';

/** Expectations follow the posts in content/blog, never today's count or slugs. */
const posts = getPosts('en');
const spanish = getPosts('es');
/** A post's Spanish page: at the address its Spanish file gives it. */
const inSpanish = (post: Post | undefined) => localizePath(routes.post(post?.slug ?? ''), 'es');
const pages = pageCount(posts.length);

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

const pageCases = Array.from({ length: pages }, (_, i) => {
  const n = i + 1;
  const count = Math.min(BLOG_PAGE_SIZE, posts.length - i * BLOG_PAGE_SIZE);
  return [n === 1 ? '/blog/' : `/blog/page/${n}/`, count, n > 1, n < pages, String(n)] as const;
});

for (const [path, count, hasPrevious, hasNext, current] of pageCases) {
  test(`${path} shows ${count} posts and the right controls`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('post-card')).toHaveCount(count);
    const nav = page.getByTestId('pagination');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(hasPrevious ? 1 : 0);
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(hasNext ? 1 : 0);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(`Page ${current}${current}`);
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(pages - 1);
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(hasPrevious ? 1 : 0);
    await expect(page.locator('head link[rel="next"]')).toHaveCount(hasNext ? 1 : 0);
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', /\/blog\/rss\.xml$/);
  });
}

test('cards link to the post through the title and "Read More", with lazy 600 by 400 images', async ({
  page,
}) => {
  await page.goto('/es/blog/');
  const card = page.getByTestId('post-card').first();
  const image = card.locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(card.getByRole('link', { name: /Leer más/ })).toHaveAttribute(
    'href',
    inSpanish(spanish[0]),
  );
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${inSpanish(spanish[0])}$`));
});

test('numbered pagination and Next move between listing pages', async ({ page }) => {
  await page.goto('/blog/');
  await hydrated(page);
  await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  await page.getByTestId('pagination').getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/3\/$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a post shows its parts, the article, links back and related posts', async ({ page }) => {
  // A post in the middle of the list, so it has both neighbours.
  const post = posts[Math.floor(posts.length / 2)] as Post;
  const { previous, next } = neighbours(posts, post.slug);
  await page.goto(`/blog/${post.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole('link', { name: 'View all blog posts' })).toHaveCount(2);
  await expect(page.locator('time').first()).toHaveAttribute('datetime', post.date);
  // Under the byline: who reviewed it for medical accuracy, and when.
  await expect(page.getByTestId('review-line').locator('time').first()).toHaveAttribute(
    'datetime',
    post.review.lastReviewed ?? 'reviewed',
  );
  // The byline leads to the author's profile.
  const author = practitioners().find((p) => p.copy.en.name === 'Dr. Ryan Whitaker');
  expect(author).toBeDefined();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Dr. Ryan Whitaker', exact: true }),
  ).toHaveAttribute('href', routes.practitioner(author?.id ?? ''));
  const article = page.getByTestId('article');
  await expect(article.getByRole('heading', { name: 'Key Takeaways' })).toBeVisible();
  await expect(article.locator('table caption').first()).toBeVisible();
  await expect(article.getByRole('link', { name: /disclaimer/i })).toHaveAttribute(
    'href',
    '/healthcare-disclaimer/',
  );
  await expect(page.getByTestId('previous-post')).toHaveAttribute(
    'href',
    `/blog/${previous?.slug}/`,
  );
  await expect(page.getByTestId('next-post')).toHaveAttribute('href', `/blog/${next?.slug}/`);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  );
  expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
    headline: post.title,
    datePublished: expect.stringMatching(new RegExp(`^${post.date}T00:00:00[-+]\\d{2}:\\d{2}$`)),
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('the first post has no previous card and the last no next card', async ({ page }) => {
  const [first, second] = posts;
  await page.goto(`/blog/${first?.slug}/`);
  await expect(page.getByTestId('previous-post')).toHaveCount(0);
  await expect(page.getByTestId('next-post')).toHaveAttribute('href', `/blog/${second?.slug}/`);
  const last = spanish.at(-1) as Post;
  await page.goto(inSpanish(last));
  await expect(page.getByTestId('next-post')).toHaveCount(0);
  await expect(page.getByTestId('previous-post')).toHaveAttribute(
    'href',
    inSpanish(spanish.at(-2)),
  );
});

test('related posts share the category and exclude the post itself', async ({ page }) => {
  const post = posts.find((p) => relatedPosts(posts, p).length > 0) as Post;
  await page.goto(`/blog/${post.slug}/`);
  const related = page.getByTestId('related-posts').getByTestId('post-card');
  await expect(related).toHaveCount(relatedPosts(posts, post).length);
  for (const card of await related.all()) await expect(card).toContainText(post.categoryLabel);
  await expect(page.getByTestId('related-posts')).not.toContainText(post.title);
  const alone = posts.find((p) => relatedPosts(posts, p).length === 0);
  if (alone) {
    await page.goto(`/blog/${alone.slug}/`);
    await expect(page.getByTestId('related-posts')).toHaveCount(0);
  }
});

test('each language has an RSS feed of its newest posts, newest first', async ({ request }) => {
  for (const [path, list, locale] of [
    ['/blog/rss.xml', posts, 'en'],
    ['/es/blog/rss.xml', spanish, 'es'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const newest = list.slice(0, FEED_ITEMS);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(newest.length);
    newest.forEach((post, i) =>
      expect(links[i]).toContain(localizePath(routes.post(post.slug), locale)),
    );
  }
});
