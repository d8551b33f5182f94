#!/usr/bin/env node
// `npm run test:changed-content`: the unit suite on a copy of content/ as staff
// leave it on an ordinary day, so no test counts or lists the posts of today:
// - one post dated a month ahead (scheduled);
// - one post dated "today" as a browser in Lenexa reads it in the evening by
//   UTC, that is tomorrow in the clinic's time zone (scheduled until tomorrow);
// - one post deleted in both languages;
// - one post kept as a draft (`draft: true`, the editor's "Draft").
// The suite runs at 21:00 in Lenexa (Debian's `faketime`, when installed), the
// hour at which the UTC day is already the next one. The copy is removed afterwards.
//
//   node scripts/test-changed-content.mjs [jest args]     the unit suite (CI runs this)
//   node scripts/test-changed-content.mjs --all           the whole `npm test`: checks, build,
//                                                         budget and every e2e project
//   node scripts/test-changed-content.mjs --build         the build alone, into out/
//   node scripts/test-changed-content.mjs --e2e [args]    Playwright with args (spec files,
//                                                         --project) on the out/ that --build
//                                                         or --all left
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ZONE = 'America/Chicago';
const dayIn = (date, timeZone) => date.toLocaleDateString('en-CA', { timeZone });
const shift = (day, days) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const today = dayIn(new Date(), ZONE);
/** 21:00 in Lenexa today, in UTC: 02:00 or 03:00 of the next day (summer or winter time). */
const evening = ['02', '03']
  .map((h) => new Date(`${shift(today, 1)}T${h}:00:00Z`))
  .find(
    (d) =>
      dayIn(d, ZONE) === today &&
      d.toLocaleTimeString('en-GB', { timeZone: ZONE }).startsWith('21'),
  );

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-content-'));
const content = path.join(root, 'content');
fs.cpSync('content', content, { recursive: true });

/** The blog's language folders (content/blog/<language>/). */
const languages = fs.readdirSync(path.join(content, 'blog'));
const blog = (locale, slug) => path.join(content, 'blog', locale, `${slug}.md`);
const slugs = fs
  .readdirSync(path.join(content, 'blog', 'en'))
  .map((f) => f.replace(/\.md$/, ''))
  .sort();
/** Whether any content file links to a post: a deleted post must not be linked (the check says so). */
const allText = fs
  .readdirSync(content, { recursive: true })
  .filter((f) => /\.(md|ya?ml)$/.test(f))
  .map((f) => fs.readFileSync(path.join(content, f), 'utf8'))
  .join('\n');
const unlinked = slugs.filter(
  (s) => !allText.includes(`/blog/${s}/`) && !allText.includes(`/blog/${s})`),
);
const [ahead, tonight] = [slugs.at(-1), slugs.at(-2)];
const [deleted, draft] = unlinked.filter((s) => s !== ahead && s !== tonight);
const redate = (slug, day) => {
  for (const locale of languages) {
    const file = blog(locale, slug);
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace(/^date: .*$/m, `date: ${day}`)
        .replace(/^updated: .*\n/m, ''),
    );
  }
};
redate(ahead, shift(today, 30));
redate(tonight, shift(today, 1));
for (const locale of languages) fs.rmSync(blog(locale, deleted));
/** The draft: `draft: true` after the title (and the Spanish address) in every language, as the editor writes it. */
for (const locale of languages) {
  const file = blog(locale, draft);
  fs.writeFileSync(
    file,
    fs.readFileSync(file, 'utf8').replace(/^(title: .*\n(?:address: .*\n)?)/m, '$1draft: true\n'),
  );
}
console.log(
  `Content copy in ${content}:\n  ${ahead}: dated ${shift(today, 30)}\n  ${tonight}: dated ${shift(today, 1)}\n  ${deleted}: deleted\n  ${draft}: draft`,
);

const [mode, ...rest] = process.argv.slice(2);
/** The command, run by this Node (faketime wraps it): npm's own scripts pick the supported Node. */
const command =
  mode === '--all'
    ? ['scripts/with-node.mjs', 'npm', 'test']
    : mode === '--e2e'
      ? ['scripts/with-node.mjs', 'npx', 'playwright', 'test', ...rest]
      : mode === '--build'
        ? ['scripts/with-node.mjs', 'npm', 'run', 'build']
        : ['node_modules/jest/bin/jest.js', ...process.argv.slice(2)];
const faketime = spawnSync('faketime', ['--version']).status === 0 && evening;
if (faketime) console.log(`The clock: ${evening.toISOString()} (21:00 in Lenexa, ${today})`);
const run = faketime
  ? spawnSync(
      'faketime',
      [
        '-f',
        `@${evening.toISOString().replace('T', ' ').slice(0, 19)}`,
        process.execPath,
        ...command,
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, CONTENT_DIR: content, TZ: 'UTC' },
      },
    )
  : spawnSync(process.execPath, command, {
      stdio: 'inherit',
      env: { ...process.env, CONTENT_DIR: content },
    });
fs.rmSync(root, { recursive: true, force: true });
process.exitCode = run.status ?? 1;
