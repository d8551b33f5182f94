// npm run format:content — rewrites every content file in the form the editor
// writes it (lib/cms/format.ts), so that a save in the editor changes only
// the lines of what was edited. `lib/cms/format.test.ts` names a file that
// is not in that form.
import fs from 'node:fs';
import { contentKinds, kindFiles, type Kind } from '@/lib/content/kinds';
import { canonicalText } from '@/lib/cms/format';
import { contentDir, readRaw } from '@/lib/content/read';

let changed = 0;
for (const kind of Object.values(contentKinds() as Record<string, Kind>)) {
  for (const file of kindFiles(kind)) {
    const full = contentDir(file);
    if (!fs.existsSync(full)) continue;
    const text = canonicalText(kind, file, readRaw(full));
    if (text !== fs.readFileSync(full, 'utf8')) {
      fs.writeFileSync(full, text);
      changed++;
      console.log(`format:content: rewrote content/${file}`);
    }
  }
}
console.log(`format:content: ${changed} file(s) rewritten`);
