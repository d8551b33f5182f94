import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    `<body><script type="text/x-deferred" data-payload="/index.txt"></script></body></html>`;

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
