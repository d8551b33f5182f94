// Netlify's build step after `npm run build` (netlify.toml runs `npm run build:netlify`):
// forces every rule of out/_redirects (`301!`), since Netlify skips an unforced rule
// wherever a file answers the address, and every old address has its redirect page.
// Cloudflare Pages rejects the `!`: the out/ this leaves is for Netlify only.
//
//   tsx scripts/netlify.ts [dir]   (dir: the export, out/ by default)
import fs from 'node:fs';
import path from 'node:path';
import { netlifyRedirects } from './postbuild/aliases';

const file = path.resolve(process.argv[2] ?? 'out', '_redirects');
const text = netlifyRedirects(fs.readFileSync(file, 'utf8'));
fs.writeFileSync(file, text);
const rules = text.split('\n').filter((l) => l.trim()).length;
console.log(`netlify: ${rules} rules of ${path.relative(process.cwd(), file)} forced`);
