/**
 * @jest-environment node
 *
 * The stylesheet is the same wherever the project is built: app/globals.css
 * names the folders Tailwind reads. Without that, a copy of the project in a
 * folder git ignores (the growth bench's .bench/) had Tailwind read its
 * node_modules too, and every page inlined about 145 KB more CSS.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The CSS Tailwind makes of app/globals.css in `root` (in Node itself: Tailwind cannot load in Jest). */
function compile(root: string): string {
  const script = `
    import fs from 'node:fs';
    import { createRequire } from 'node:module';
    const require = createRequire(${JSON.stringify(path.join(ROOT, 'package.json'))});
    const postcss = require('postcss');
    const tailwind = require('@tailwindcss/postcss');
    const file = ${JSON.stringify(path.join(root, 'app', 'globals.css'))};
    const result = await postcss([tailwind({ base: ${JSON.stringify(root)} })])
      .process(fs.readFileSync(file, 'utf8'), { from: file });
    process.stdout.write(result.css);`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

it('builds the same CSS in a copy inside an ignored folder, whatever its node_modules holds', () => {
  const copy = path.join(ROOT, '.bench', `css-${process.pid}`);
  try {
    for (const folder of ['app', 'components', 'lib'])
      fs.cpSync(path.join(ROOT, folder), path.join(copy, folder), { recursive: true });
    const vendor = path.join(copy, 'node_modules', 'a-vendor');
    fs.mkdirSync(vendor, { recursive: true });
    // A class no source of the site has (written apart here, as this file is a source too).
    const vendorClass = ['skew', 'y', '12'].join('-');
    fs.writeFileSync(path.join(vendor, 'index.js'), `export const c = "${vendorClass}";\n`);
    const [here, there] = [compile(ROOT), compile(copy)];
    expect(there).not.toContain(vendorClass);
    expect(there.length).toBe(here.length);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
