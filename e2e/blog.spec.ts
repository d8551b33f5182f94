import { expect, test } from '@playwright/test';
import { guardThirdParty, hydrated } from './support';

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

const pageCases = [
  ['/blog/', 9, false, true, '1'],
  ['/blog/page/2/', 9, true, true, '2'],
  ['/blog/page/3/', 8, true, false, '3'],
] as const;

for (const [path, count, hasPrevious, hasNext, current] of pageCases) {
  test(`${path} shows ${count} posts and the right controls`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('post-card')).toHaveCount(count);
    const nav = page.getByTestId('pagination');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(hasPrevious ? 1 : 0);
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(hasNext ? 1 : 0);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(`Page ${current}${current}`);
    await expect(nav.getByRole('link', { name: /^Page \d$/ })).toHaveCount(2);
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
    '/es/blog/improved-golf-swings-chiropractic-care/',
  );
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/es\/blog\/improved-golf-swings-chiropractic-care\/$/);
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
  await page.goto('/blog/chiropractic-care-tech-neck-issues/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Chiropractic Care for Tech Neck Issues',
  );
  await expect(page.getByRole('link', { name: 'View all blog posts' })).toHaveCount(2);
  await expect(page.locator('time')).toHaveAttribute('datetime', '2025-04-28');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Dr. Ryan Whitaker' }),
  ).toHaveAttribute('href', '/about/meet-our-team/');
  const article = page.getByTestId('article');
  await expect(article.getByRole('heading', { name: 'Key Takeaways' })).toBeVisible();
  await expect(article.locator('table caption').first()).toBeVisible();
  await expect(article.getByRole('link', { name: /disclaimer/i })).toHaveAttribute(
    'href',
    '/healthcare-disclaimer/',
  );
  await expect(page.getByTestId('previous-post')).toHaveAttribute(
    'href',
    '/blog/post-surgery-healing-chiropractic-approaches/',
  );
  await expect(page.getByTestId('next-post')).toHaveAttribute(
    'href',
    '/blog/shoulder-pain-relief-without-medication/',
  );
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  );
  expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
    headline: 'Chiropractic Care for Tech Neck Issues',
    datePublished: '2025-04-28T00:00:00-05:00',
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('the first post has no previous card and the last no next card', async ({ page }) => {
  await page.goto('/blog/improved-golf-swings-chiropractic-care/');
  await expect(page.getByTestId('previous-post')).toHaveCount(0);
  await expect(page.getByTestId('next-post')).toHaveAttribute(
    'href',
    '/blog/natural-relief-vertigo-chiropractic-treatments/',
  );
  await page.goto('/es/blog/comprehensive-pregnancy-chiropractic-care/');
  await expect(page.getByTestId('next-post')).toHaveCount(0);
  await expect(page.getByTestId('previous-post')).toHaveAttribute(
    'href',
    '/es/blog/effective-chiropractic-car-accident-injuries/',
  );
});

test('related posts share the category and exclude the post itself', async ({ page }) => {
  await page.goto('/blog/truth-auto-accident-injuries/');
  const related = page.getByTestId('related-posts').getByTestId('post-card');
  await expect(related).toHaveCount(2);
  for (const card of await related.all()) await expect(card).toContainText('Auto Injuries');
  await expect(page.getByTestId('related-posts')).not.toContainText('The Truth About');
  await page.goto('/blog/why-posture-matters/');
  await expect(page.getByTestId('related-posts')).toHaveCount(0);
});

test('each language has an RSS feed of all posts', async ({ request }) => {
  for (const [path, title] of <[string, string][]>[
    ['/blog/rss.xml', 'Improved Golf Swings'],
    ['/es/blog/rss.xml', 'golf'],
  ]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect((xml.match(/<item>/g) ?? []).length).toBe(26);
    expect(xml).toContain(title);
  }
});
