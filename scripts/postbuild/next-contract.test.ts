/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultLocale } from '@/lib/i18n';
import { notFoundMeta } from '@/lib/not-found';
import { unpackFixtures } from './__fixtures__/next-fixtures';
import {
  BUILD_ID_FILE,
  checkContract,
  inlinePayload,
  payloadRows,
  readBuildId,
  readPage,
} from './next-contract';

const PAGE = 'offline/index.html';
const title = notFoundMeta(defaultLocale).title;
/** Any id: Next writes a fresh one on every build. */
const BUILD_ID = 'captured-build';

/** The captured export as out/ in a fresh folder, with its .next/BUILD_ID beside it. */
function captured() {
  const fixtures = unpackFixtures();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'next-contract-'));
  const out = path.join(root, 'out');
  fs.renameSync(fixtures.dir, out);
  fs.mkdirSync(path.join(root, '.next'));
  fs.writeFileSync(path.join(root, BUILD_ID_FILE), `${BUILD_ID}\n`);
  const edit = (rel: string, change: (text: string) => string) => {
    const file = path.join(out, rel);
    const before = fs.readFileSync(file, 'utf8');
    const after = change(before);
    expect(after).not.toBe(before);
    fs.writeFileSync(file, after);
  };
  return { root, out, files: fixtures.files, edit };
}

let export_: ReturnType<typeof captured>;
beforeEach(() => {
  export_ = captured();
});
afterEach(() => fs.rmSync(export_.root, { recursive: true, force: true }));

describe('checkContract, on the captured export', () => {
  it('passes the output of the Next.js the fixtures come from', () => {
    expect(checkContract(export_.out, PAGE, title)).toBe(
      `build ${BUILD_ID}: runtime, payload chunks, text rows and segment files as expected`,
    );
  });

  it.each([
    [
      'a missing BUILD_ID, by name rather than as a bare ENOENT',
      () => fs.rmSync(path.join(export_.root, BUILD_ID_FILE)),
      /\.next\/BUILD_ID is missing: run `next build` before the postbuild/,
    ],
    [
      'a runtime that no longer reads self.__next_f',
      () => {
        const chunks = export_.files.filter((f) => f.startsWith('_next/') && f.endsWith('.js'));
        expect(chunks).toHaveLength(1);
        for (const f of chunks) export_.edit(f, (t) => t.replaceAll('__next_f', '__next_g'));
      },
      /no client chunk reads self\.__next_f any more/,
    ],
    [
      'a page without the bootstrap',
      () => export_.edit(PAGE, (t) => t.replace('.push([0])', '.push([9])')),
      /offline\/index\.html lacks the \(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\) bootstrap/,
    ],
    [
      'payload chunks pushed in another shape',
      () =>
        export_.edit(PAGE, (t) => t.replaceAll('self.__next_f.push([1,', 'self.__next_f.push([3,')),
      /offline\/index\.html has no inline self\.__next_f\.push\(\[1, …\]\) payload chunks/,
    ],
    [
      'an index.txt that is not the inline payload',
      () => export_.edit('offline/index.txt', (t) => `${t}0:x\n`),
      /offline\/index\.html's inline payload differs from offline\/index\.txt/,
    ],
    [
      'a payload that no longer carries the stylesheet as a text row',
      () => {
        const css = readPage(fs.readFileSync(path.join(export_.out, PAGE), 'utf8')).styles[0];
        export_.edit(css as string, (t) => `${t} `);
      },
      /offline\/index\.txt holds no text row \(id:T<hex length>,…\) equal to its inline stylesheet/,
    ],
    [
      'a page without segment files beside it',
      () =>
        export_.files
          .filter((f) => /^offline\/__next\./.test(f))
          .forEach((f) => fs.rmSync(path.join(export_.out, f))),
      /no __next\.\*\.txt segment files beside offline\/index\.html/,
    ],
    [
      "a 404 payload that writes the page's title differently",
      () => export_.edit('404.html', (t) => t.replaceAll('\\"404: ', '\\"404\\\\u003a ')),
      /404\.html's inline payload has no title written as/,
    ],
  ])('fails on %s, naming it and the upgrade guide', (_what, change, message) => {
    change();
    expect(() => checkContract(export_.out, PAGE, title)).toThrow(message);
    expect(() => checkContract(export_.out, PAGE, title)).toThrow(
      /^Next's payload format changed: .* \(read docs\/upgrading\.md\)$/,
    );
  });
});

describe('readBuildId', () => {
  it("reads Next's build id from .next/ beside out/", () => {
    expect(readBuildId(export_.out)).toBe(BUILD_ID);
  });
});

describe('payloadRows', () => {
  it('reads a text row by its byte length, whatever its text holds', () => {
    // A text row whose text looks like rows itself: a line end, an id, a colon.
    const text = 'é\n9:["x"]\n';
    const payload = Buffer.from(`0:["a"]\n7:T${Buffer.byteLength(text).toString(16)},${text}1:2\n`);
    expect(
      payloadRows(payload).map((r) => [r.id, r.text, payload.toString('utf8', r.body, r.end)]),
    ).toEqual([
      ['0', false, '["a"]\n'],
      ['7', true, text],
      ['1', false, '2\n'],
    ]);
  });

  it('fails, naming the place, on a row without its id', () => {
    expect(() => payloadRows(Buffer.from('0:1\nnot a row\n'))).toThrow(
      /a payload row at byte 4 does not start with "<hex id>:"/,
    );
  });
});

describe('readPage', () => {
  it('reads scripts as the browser does, where a regular expression would not', () => {
    const html =
      '<head><!-- <script>self.__next_f.push([1,"commented"])</script> -->' +
      '<script data-note="a>b" src="/_next/static/chunks/a.js"></script>' +
      '<link as="script" href="/b.js" rel="modulepreload"/></head>' +
      '<body><script>self.__next_f.push([1,"0:\\"</div>\\"\\n"])</script></body>';
    const page = readPage(html);
    expect(page.scripts.map((s) => s.attrs.src ?? s.body)).toEqual([
      '/_next/static/chunks/a.js',
      'self.__next_f.push([1,"0:\\"</div>\\"\\n"])',
    ]);
    expect(page.scriptPreloads.map((l) => l.attrs.href)).toEqual(['/b.js']);
    expect(inlinePayload(html)).toBe('0:"</div>"\n');
  });
});
