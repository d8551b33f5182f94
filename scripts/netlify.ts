// Netlify's build step after `npm run build` (netlify.toml runs `npm run build:netlify`):
// forces every rule of out/_redirects (`301!`), since Netlify skips an unforced rule
// wherever a file answers the address, and every old address has its redirect page.
// Cloudflare Pages rejects the `!`: the out/ this leaves is for Netlify only. It also drops
// `_headers`' detach lines (`  ! Content-Security-Policy`), Cloudflare's syntax: on Netlify a
// later matching rule's value replaces an earlier one by itself.
//
// The editor's own Netlify site (EDITOR_URL, docs/launching.md) builds the same way with
// EDITOR_DEPLOY=1 in its settings: its out/ then holds the editor's export (out-editor/), since
// both sites read the one netlify.toml and publish out/.
//
//   tsx scripts/netlify.ts [dir]   (dir: the export, out/ by default)
import fs from 'node:fs';
import path from 'node:path';
import { netlifyRedirects } from './postbuild/aliases';
import { EDITOR_OUT } from './postbuild/editor-site';

if (process.env.EDITOR_DEPLOY === '1') {
  const dir = path.resolve(process.argv[2] ?? 'out');
  if (!fs.existsSync(path.join(EDITOR_OUT, '_headers')))
    throw new Error(`netlify: EDITOR_DEPLOY=1, but ${EDITOR_OUT}/ is missing: set EDITOR_URL`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(EDITOR_OUT, dir, { recursive: true });
  console.log(`netlify: the editor's site, ${EDITOR_OUT}/ published as ${path.basename(dir)}/`);
}

const file = path.resolve(process.argv[2] ?? 'out', '_redirects');
const text = netlifyRedirects(fs.readFileSync(file, 'utf8'));
fs.writeFileSync(file, text);
const rules = text.split('\n').filter((l) => l.trim()).length;
console.log(`netlify: ${rules} rules of ${path.relative(process.cwd(), file)} forced`);

const headers = path.resolve(process.argv[2] ?? 'out', '_headers');
if (fs.existsSync(headers)) {
  const lines = fs.readFileSync(headers, 'utf8').split('\n');
  const kept = lines.filter((l) => !/^ {2}! /.test(l));
  fs.writeFileSync(headers, kept.join('\n'));
  console.log(
    `netlify: ${lines.length - kept.length} detach lines of ${path.relative(process.cwd(), headers)} dropped`,
  );
}
