import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPosts, paginate } from '@/lib/blog';
import { locales, localizePath } from '@/lib/i18n';
import { sitePaths } from '@/lib/static-params';
import { getLegalDoc } from '@/lib/content/legal';
import { practitioners } from '@/lib/content/team';
import { routes } from '@/lib/routes';
import { contentFiles, lastCommitDate, lastModified } from './lastmod';

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

  it('asks git about the content file of every other page, each a file that exists', () => {
    for (const path of sitePaths()) {
      const files = contentFiles(path);
      for (const file of files) expect(`${path} ${file} ${fs.existsSync(file)}`).toMatch(/ true$/);
    }
    expect(contentFiles(routes.home)).toEqual(['content/pages/home.yaml']);
    expect(contentFiles(routes.condition('spine-related', 'sciatica'))).toEqual([
      'content/conditions/sciatica.yaml',
    ]);
    expect(contentFiles(routes.category('injuries'))).toEqual(['content/categories/injuries.yaml']);
    expect(contentFiles(routes.service('golf'))).toEqual(['content/services/golf.yaml']);
    expect(contentFiles(routes.contact)).toEqual(['content/pages/contact.yaml']);
    // A practitioner's profile page is dated by their team file.
    for (const person of practitioners())
      expect(contentFiles(routes.practitioner(person.id))).toEqual([
        `content/team/${person.id}.yaml`,
      ]);
    expect(lastModified(routes.home, 'en', () => undefined)).toBeUndefined();
  });

  it('a commit that changes only the home page moves the date of / and /es/, and of no other page', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-'));
    fs.cpSync('content', path.join(repo, 'content'), { recursive: true });
    const git = (date: string, ...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Front Desk',
          GIT_AUTHOR_EMAIL: 'frontdesk@example.org',
          GIT_COMMITTER_NAME: 'Front Desk',
          GIT_COMMITTER_EMAIL: 'frontdesk@example.org',
          GIT_AUTHOR_DATE: `${date}T12:00:00Z`,
          GIT_COMMITTER_DATE: `${date}T12:00:00Z`,
        },
        stdio: 'ignore',
      });
    git('2026-01-01', 'init', '-q');
    git('2026-01-01', 'add', '.');
    git('2026-01-01', 'commit', '-q', '-m', 'The site');
    fs.appendFileSync(path.join(repo, 'content/pages/home.yaml'), '\n');
    git('2027-01-15', 'commit', '-q', '-am', 'A word of the home page');
    const dated = (paths: readonly string[]) =>
      locales.flatMap((locale) =>
        paths
          .filter(
            (p) => lastModified(p, locale, (files) => lastCommitDate(files, repo)) === '2027-01-15',
          )
          .map((p) => localizePath(p, locale)),
      );
    expect(dated(sitePaths())).toEqual(['/', '/es/']);
    fs.rmSync(repo, { recursive: true, force: true });
  });
});

describe('lastCommitDate', () => {
  it('gives a day for a tracked file and nothing for a file git does not know', () => {
    expect(lastCommitDate(['package.json'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastCommitDate(['content/no-such-file.ts'])).toBeUndefined();
  });
});
