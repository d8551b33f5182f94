#!/usr/bin/env node
// Bytes a visitor downloads per page, read from the exported HTML: the
// scripts and stylesheets each page references (gzip, as a CDN serves them)
// and the page itself. Byte counts do not vary between runs, so `npm test`
// runs this as a budget check.
//
//   node scripts/bundle-budget.mjs [--all] [--json file]
//
// Fails when a page's JavaScript exceeds JS_BUDGET or its CSS CSS_BUDGET.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const JS_BUDGET = 190 * 1024;
export const CSS_BUDGET = 15 * 1024;

const out = path.resolve(
  process.argv.includes('--dir') ? process.argv[process.argv.indexOf('--dir') + 1] : 'out',
);
const gzipCache = new Map();

function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Same-origin scripts and stylesheets an HTML page makes the browser fetch. */
export function pageAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    // Deferred scripts (scripts/postbuild/defer-scripts.ts) keep their address in data-src.
    const src = /\s(?:data-src|src|href)="(\/[^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (tag.startsWith('<script') && /\s(?:data-)?src=/.test(tag) && !/\snomodule/i.test(tag))
      scripts.add(src);
    else if (/rel="preload"/.test(tag) && /as="script"/.test(tag)) scripts.add(src);
    else if (/rel="stylesheet"/.test(tag) || (/rel="preload"/.test(tag) && /as="style"/.test(tag)))
      styles.add(src);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export function measure(dir, htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const { scripts, styles } = pageAssets(html);
  const size = (urls) =>
    urls.reduce((sum, u) => sum + gzipSize(path.join(dir, u.split('?')[0])), 0);
  // Stylesheets inlined into the page count as CSS too.
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  return {
    js: size(scripts),
    css: size(styles) + (inlineCss ? zlib.gzipSync(inlineCss, { level: 9 }).length : 0),
    html: zlib.gzipSync(html, { level: 9 }).length,
    scripts: scripts.length,
  };
}

function htmlFiles(dir) {
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== '_next') walk(full);
      } else if (e.name === 'index.html' || e.name === '404.html') files.push(full);
    }
  };
  walk(dir);
  return files.filter((f) => !/<meta http-equiv="refresh"/.test(fs.readFileSync(f, 'utf8')));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function main() {
  if (!fs.existsSync(path.join(out, 'index.html'))) {
    console.error(`bundle-budget: ${out} has no export; run npm run build first`);
    process.exit(1);
  }
  const rows = htmlFiles(out)
    .map((file) => ({
      page: `/${path.relative(out, file)}`.replace(/index\.html$/, ''),
      ...measure(out, file),
    }))
    .sort((a, b) => b.js - a.js);
  const show = process.argv.includes('--all') ? rows : rows.slice(0, 12);
  console.log(
    'page'.padEnd(62),
    'JS gz'.padStart(10),
    'CSS gz'.padStart(10),
    'HTML gz'.padStart(10),
    'scripts'.padStart(8),
  );
  for (const r of show) {
    console.log(
      r.page.padEnd(62),
      kb(r.js).padStart(10),
      kb(r.css).padStart(10),
      kb(r.html).padStart(10),
      String(r.scripts).padStart(8),
    );
  }
  if (show.length < rows.length)
    console.log(`… ${rows.length - show.length} more pages (--all lists them)`);
  const max = (key) => Math.max(...rows.map((r) => r[key]));
  console.log(
    `\n${rows.length} pages; largest JS ${kb(max('js'))} (budget ${kb(JS_BUDGET)}), CSS ${kb(max('css'))} (budget ${kb(CSS_BUDGET)}), HTML ${kb(max('html'))}`,
  );
  const jsonIndex = process.argv.indexOf('--json');
  if (jsonIndex > 0) fs.writeFileSync(process.argv[jsonIndex + 1], JSON.stringify(rows, null, 2));
  const over = rows.filter((r) => r.js > JS_BUDGET || r.css > CSS_BUDGET);
  for (const r of over) console.error(`over budget: ${r.page} JS ${kb(r.js)} CSS ${kb(r.css)}`);
  if (over.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
