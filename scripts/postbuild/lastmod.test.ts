import { getPosts, paginate } from '@/lib/blog';
import { getLegalDoc } from '@/lib/content/legal';
import { routes } from '@/lib/routes';
import { lastCommitDate, lastModified } from './lastmod';

describe('lastModified', () => {
  const post = getPosts('es')[0];
  if (!post) throw new Error('no posts');

  it('dates a post by its own last change and a listing page by its newest post', () => {
    expect(lastModified(routes.post(post.slug), 'es', () => 'unused')).toBe(post.updated);
    const newest = paginate(getPosts('en'), 2)
      .map((p) => p.updated)
      .sort()
      .pop();
    expect(lastModified(routes.blogPage(2), 'en', () => 'unused')).toBe(newest);
  });

  it("dates a legal page by its notice's own date", () => {
    expect(lastModified(routes.legal('hipaa-policy'), 'en', () => 'unused')).toBe(
      getLegalDoc('en', 'hipaa-policy').updated,
    );
  });

  it('asks git about the content file of every other page, and omits the date when git cannot tell', () => {
    const asked: string[][] = [];
    const spy = (files: string[]) => {
      asked.push(files);
      return undefined;
    };
    expect(lastModified(routes.home, 'en', spy)).toBeUndefined();
    lastModified(routes.condition('spine-related', 'sciatica'), 'es', spy);
    lastModified(routes.service('golf'), 'en', spy);
    lastModified(routes.contact, 'en', spy);
    expect(asked).toEqual([
      ['content/home.ts'],
      ['content/conditions/sciatica.yaml'],
      ['content/services/golf.ts'],
      ['content/pages'],
    ]);
  });
});

describe('lastCommitDate', () => {
  it('gives a day for a tracked file and nothing for a file git does not know', () => {
    expect(lastCommitDate(['package.json'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastCommitDate(['content/no-such-file.ts'])).toBeUndefined();
  });
});
