import fs from 'node:fs';
import path from 'node:path';
import { EDITOR_PATH } from '@/lib/cms/config';
import { defaultLocale, locales, type Localized } from '@/lib/i18n';
import { COMMON_HEADERS } from '@/lib/security';
import { editorHeaders, formatHeaders } from './headers';

/**
 * The content editor on an origin of its own (EDITOR_URL, lib/site.ts). Sveltia CMS keeps the
 * staff member's sign-in (a token that can write the repository) in the browser's storage of
 * the page's origin. On the site's origin every script of a public page could read it: the
 * booking vendor's on the appointment page, the translator's after a click. So for a real host
 * the build writes the editor into a folder of its own, published as a second project at its own
 * host name, and the site's /admin/ answers with a redirect there.
 */

/** The editor's export, beside out/: a host's second project publishes it. */
export const EDITOR_OUT = 'out-editor';

/**
 * The site's rules for its old editor address. 302, not 301: a browser keeps a 301 for good,
 * so staff would keep being sent to an editor address the clinic later changes; a 302 costs
 * staff one request, and search engines never see /admin/ (noindex, not in the sitemap).
 */
export const editorRedirectLines = (editorUrl: string) => [
  `${EDITOR_PATH.replace(/\/$/, '')} ${editorUrl}${EDITOR_PATH} 302`,
  `${EDITOR_PATH}* ${editorUrl}${EDITOR_PATH}:splat 302`,
];

/** Every response of the editor's origin: the site's security headers, the editor's replacing theirs. */
export const editorOriginHeaders = (): [string, string][] => [
  ...COMMON_HEADERS.filter(([k]) => !editorHeaders().some(([name]) => name === k)),
  ...editorHeaders(),
];

/** The editor origin's 404 page, in every language: staff who mistype its address find the way back. */
const NOT_FOUND: Localized<{ title: string; text: string; open: string }> = {
  en: {
    title: 'Page not found',
    text: 'This address is not part of the editor.',
    open: 'Open the editor',
  },
  es: {
    title: 'Página no encontrada',
    text: 'Esta dirección no forma parte del editor.',
    open: 'Abra el editor',
  },
};
const notFound = `<!doctype html>
<html lang="${defaultLocale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${locales.map((l) => NOT_FOUND[l].title).join(' · ')}</title>
</head>
<body>
${locales
  .map((l, i) => {
    const { title, text, open } = NOT_FOUND[l];
    const lang = l === defaultLocale ? '' : ` lang="${l}"`;
    const h = i === 0 ? 'h1' : 'h2';
    return `<${h}${lang}>${title}</${h}>\n<p${lang}>${text} <a href="${EDITOR_PATH}">${open}</a>.</p>`;
  })
  .join('\n')}
</body>
</html>
`;

/**
 * Moves the editor (out/admin/, which the prebuild wrote into public/admin/) into `editorOut`,
 * with its own `_headers`, `_redirects` (its root opens /admin/) and 404 page, and adds the
 * redirect of /admin/ to the site's `_redirects`. Without an editor origin, removes any
 * `editorOut` a previous build left: the editor then stays at out/admin/.
 */
export function writeEditorSite(out: string, editorOut: string, editorUrl: string | null): string {
  fs.rmSync(editorOut, { recursive: true, force: true });
  if (!editorUrl) return `the editor stays at ${EDITOR_PATH} (EDITOR_URL is not set)`;
  const admin = path.join(out, EDITOR_PATH);
  if (!fs.existsSync(path.join(admin, 'index.html')))
    throw new Error(`postbuild: ${admin} has no editor to move`);
  fs.mkdirSync(editorOut, { recursive: true });
  fs.cpSync(admin, path.join(editorOut, EDITOR_PATH), { recursive: true });
  fs.rmSync(admin, { recursive: true, force: true });
  fs.writeFileSync(
    path.join(editorOut, '_headers'),
    formatHeaders([{ path: '/*', headers: editorOriginHeaders() }]),
  );
  fs.writeFileSync(path.join(editorOut, '_redirects'), `/ ${EDITOR_PATH} 302\n`);
  fs.writeFileSync(path.join(editorOut, '404.html'), notFound);
  const redirects = path.join(out, '_redirects');
  const site = fs.existsSync(redirects) ? fs.readFileSync(redirects, 'utf8') : '';
  fs.writeFileSync(redirects, `${site}${editorRedirectLines(editorUrl).join('\n')}\n`);
  return `the editor moved to ${path.relative(process.cwd(), editorOut) || editorOut}/, for ${editorUrl}; ${EDITOR_PATH} redirects there`;
}
