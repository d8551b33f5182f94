// npm run addresses — records the site's addresses in content/published-addresses.txt
// (lib/published.ts): every page of now, and for every page that is gone, where it
// leads from now on. Run after a change to the content is merged; the workflow
// .github/workflows/published-addresses.yml does it on the main branch and commits
// the file. The build only reads it.
import fs from 'node:fs';
import { currentAddresses, goneRedirects, publishedAddresses } from '@/lib/content/moved-pages';
import { contentDir } from '@/lib/content/read';
import { PUBLISHED_FILE, publishedText } from '@/lib/published';

const before = publishedAddresses();
const now = currentAddresses();
const gone = goneRedirects();
const file = contentDir(PUBLISHED_FILE);
const text = publishedText(before, now, gone);
const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
if (text !== old) fs.writeFileSync(file, text);
const added = now.filter((n) => !before.some((b) => b.path === n.path)).length;
console.log(
  `addresses: ${now.length} pages, ${gone.length} gone; ${added} new address(es)${text === old ? ', nothing to record' : `, ${PUBLISHED_FILE} updated`}`,
);
