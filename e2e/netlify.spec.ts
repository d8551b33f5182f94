import fs from 'node:fs';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { expect, test } from '@playwright/test';
import { localeOfPath } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { NETLIFY_TOML, netlifyHost } from './netlify';
import { oldAddresses, OUT } from './support';

/**
 * The export on Netlify's own redirect engine and static file lookup (e2e/netlify.ts),
 * offline: every old address, both spellings in both languages,
 * answers one 301 to a page, never its redirect page (which Netlify would serve for
 * an unforced rule), and the `/es/*` rule of netlify.toml gives unknown Spanish
 * addresses the Spanish 404 page without shadowing a Spanish redirect.
 */
const lines = fs
  .readFileSync(path.join(OUT, '_redirects'), 'utf8')
  .split('\n')
  .filter((l) => l.trim());
let host: ReturnType<typeof netlifyHost>;

test.beforeAll(() => {
  host = netlifyHost();
});
test.afterAll(() => host?.stop());

test('Netlify builds with the step that forces the redirects', () => {
  const toml = fs.readFileSync(NETLIFY_TOML, 'utf8');
  expect(toml).toContain('command = "npm run build:netlify"');
  const scripts = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8'))
    .scripts as Record<string, string>;
  expect(scripts['build:netlify']).toBe('npm run build && tsx scripts/netlify.ts');
});

test('Netlify’s parser reads every rule: the old addresses forced, then netlify.toml’s 404', async () => {
  const parsed = await parseAllRedirects({
    redirectsFiles: [host.redirectsFile],
    netlifyConfigPath: NETLIFY_TOML,
    configRedirects: [],
    minimal: true,
  });
  // The parser's own types leave its rules unknown.
  const redirects = parsed.redirects as { from: string; status?: number; force: boolean }[];
  expect(parsed.errors).toEqual([]);
  expect(redirects).toHaveLength(lines.length + 1);
  expect(redirects.slice(0, -1).filter((r) => !r.force || r.status !== 301)).toEqual([]);
  expect(redirects.at(-1)).toMatchObject({ from: '/es/*', to: '/es/404.html', status: 404 });
});

test('every old address, both spellings, answers one 301 to a page that answers 200', async () => {
  const problems: string[] = [];
  const followed = { en: 0, es: 0 };
  const moved = oldAddresses();
  for (const { from, to } of moved)
    for (const spelling of [from, from.replace(/\/$/, '')]) {
      const response = await host.get(`${spelling}?utm_source=flyer`);
      const location = new URL(response.headers.get('location') ?? '', host.origin);
      if (
        response.status !== 301 ||
        `${location.pathname}${location.search}` !== `${to}?utm_source=flyer`
      ) {
        problems.push(`${spelling}: ${response.status} ${response.headers.get('location')}`);
        continue;
      }
      const target = await host.get(`${location.pathname}${location.search}`);
      const html = await target.text();
      if (target.status !== 200 || html.includes('http-equiv="refresh"'))
        problems.push(
          `${spelling} → ${to}: ${target.status}${target.status === 200 ? ' (a redirect page)' : ''}`,
        );
      if (!fs.existsSync(path.join(OUT, to, 'index.html'))) problems.push(`${to}: not in out/`);
      followed[localeOfPath(from)] += 1;
    }
  expect(problems).toEqual([]);
  expect(followed.en + followed.es).toBe(moved.length * 2);
  expect(followed.en).toBeGreaterThan(0);
  expect(followed.es).toBeGreaterThan(0);
});

test('an unknown Spanish address gets the Spanish 404 page with status 404', async () => {
  for (const p of [
    '/es/no-existe/',
    `${localizePath(routes.category('spine-related'), 'es')}sciatca/`,
  ]) {
    const response = await host.get(p);
    expect(`${p} ${response.status}`).toBe(`${p} 404`);
    expect(await response.text()).toContain('<html lang="es"');
  }
});
