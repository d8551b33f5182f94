import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deferAllScripts } from './defer-scripts';
import { unpackFixtures } from './__fixtures__/next-fixtures';
import { inlinedStyles, stripPayloadStyles, stripStyles } from './payload-css';

const css = 'a{color:red}.é{content:"›"}';
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

describe('stripStyles', () => {
  it('empties the text rows holding a known stylesheet and keeps every other row', () => {
    const payload = Buffer.from(
      `0:{"a":1}\n${row('7', css)}\n${row('8', 'other text')}\n${row('17', css)}\n1:["$","p"]\n`,
    );
    const out = stripStyles(payload, [Buffer.from(css)]).toString();
    expect(out).toBe(`0:{"a":1}\n7:T0,\n${row('8', 'other text')}\n17:T0,\n1:["$","p"]\n`);
  });

  it('counts the length in UTF-8 bytes, not characters', () => {
    const payload = Buffer.from(`${row('a', css)}\n2:"x"\n`);
    expect(stripStyles(payload, [Buffer.from(css)]).toString()).toBe('a:T0,\n2:"x"\n');
  });

  it('returns the same bytes when no row matches', () => {
    const payload = Buffer.from(`${row('7', 'b{color:blue}')}\n`);
    expect(stripStyles(payload, [Buffer.from(css)])).toBe(payload);
  });
});

describe('stripPayloadStyles', () => {
  const page = (href: string) =>
    `<html><head><style data-precedence="next" data-href="${href}">${css}</style></head>` +
    `<body><script type="text/x-deferred" data-payload="/a/index.txt"></script></body></html>`;

  it('strips only a stylesheet every page carries inline', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-css-'));
    fs.mkdirSync(path.join(out, 'a'));
    fs.mkdirSync(path.join(out, 'b'));
    fs.writeFileSync(path.join(out, 'shared.css'), css);
    fs.writeFileSync(path.join(out, 'only-a.css'), 'p{margin:0}');
    fs.writeFileSync(path.join(out, 'a', 'index.html'), page('/shared.css') + page('/only-a.css'));
    fs.writeFileSync(path.join(out, 'b', 'index.html'), page('/shared.css'));
    const payload = `${row('7', css)}\n${row('8', 'p{margin:0}')}\n`;
    fs.writeFileSync(path.join(out, 'a', 'index.txt'), payload);
    stripPayloadStyles(out);
    expect(fs.readFileSync(path.join(out, 'a', 'index.txt'), 'utf8')).toBe(
      `7:T0,\n${row('8', 'p{margin:0}')}\n`,
    );
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('finds the inlined stylesheets of a page', () => {
    expect(inlinedStyles(page('/x.css'))).toEqual(['/x.css']);
  });
});

/** Files of a real `next build` of this project (see next-fixtures.ts), after defer-scripts. */
describe('on a captured Next.js export', () => {
  const captured = () => {
    const fixtures = unpackFixtures();
    deferAllScripts(fixtures.dir, 'build');
    return fixtures.dir;
  };
  const txt = (dir: string) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.txt') && !f.startsWith('_next'));

  it('empties every copy of the stylesheet in the payloads, and nothing else', () => {
    const dir = captured();
    const [href] = inlinedStyles(fs.readFileSync(path.join(dir, 'offline/index.html'), 'utf8'));
    const sheet = fs.readFileSync(path.join(dir, href as string));
    const before = Object.fromEntries(txt(dir).map((f) => [f, fs.readFileSync(path.join(dir, f))]));
    const copies = (b: Buffer) => b.toString('latin1').split(sheet.toString('latin1')).length - 1;
    expect(copies(before['offline/index.txt'] as Buffer)).toBeGreaterThan(0);
    stripPayloadStyles(dir);
    for (const [file, was] of Object.entries(before)) {
      const now = fs.readFileSync(path.join(dir, file));
      expect(copies(now)).toBe(0);
      const row = `T${sheet.length.toString(16)},${sheet.toString('latin1')}`;
      expect(now.toString('latin1')).toBe(was.toString('latin1').split(row).join('T0,'));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("fails with a plain message when a page's payload no longer holds its stylesheet as a text row", () => {
    const dir = captured();
    const file = path.join(dir, 'offline/index.txt');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'latin1').replace(/\n([0-9a-f]+):T/g, '\n$1:S'),
      'latin1',
    );
    expect(() => stripPayloadStyles(dir)).toThrow(
      "Next's payload format changed: offline/index.txt holds no text row",
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
