/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACCEPTED_FILES,
  PICTURE_ACCEPT,
  fileProblem,
  svgProblem,
  uploadProblem,
} from '@/lib/public-files';
import { publicFileProblems } from '@/scripts/prebuild/public-files';

const bytes = (text: string) => new TextEncoder().encode(text);
/** Bytes as written, one per character (a PNG's signature is not UTF-8). */
const raw = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const svg = (inside: string, namespaces = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${namespaces} viewBox="0 0 10 10">${inside}</svg>`;
const XLINK = ' xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('svgProblem', () => {
  it('passes a plain drawing: shapes, its own <style>, same-document references', () => {
    expect(
      svgProblem(
        svg(
          '<style>.a{fill:url(#g)}</style><defs><linearGradient id="g"/><path id="p" d="M0 0h5"/></defs><use href="#p"/><use xlink:href="#p" class="a" fill="url(#g)"/>',
          XLINK,
        ),
      ),
    ).toBeUndefined();
  });

  it.each([
    ['a script', svg('<script>fetch("/x")</script>'), /<script>/],
    [
      'a script under another prefix that loads an uploaded .js',
      svg('<s:script href="/media/steal.js"/>', ' xmlns:s="http://www.w3.org/2000/svg"'),
      /<s:script>.*href="\/media\/steal\.js"/,
    ],
    [
      'a script in no namespace',
      '<svg xmlns="http://www.w3.org/2000/svg"><script xmlns="">x</script></svg>',
      /<script>/,
    ],
    ['an event handler', svg('<rect onclick="x()"/>'), /onclick/],
    ['a namespaced event handler', svg('<rect e:onload="x()"/>', ' xmlns:e="urn:x"'), /e:onload/],
    [
      'foreignObject',
      svg('<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>'),
      /foreignObject/,
    ],
    [
      'an external picture',
      svg('<image xlink:href="https://tracker.example/p.png"/>', XLINK),
      /xlink:href/,
    ],
    ['a data: picture', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), /href/],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), /href/],
    [
      'an animation that changes a link',
      svg('<a href="#a"><set attributeName="href" to="javascript:x()"/></a>'),
      /<set> that changes href/,
    ],
    [
      'a url() to outside in a style attribute',
      svg('<rect style="fill:url(https://x.example/a)"/>'),
      /url/,
    ],
    [
      'a url() to outside in <style>',
      svg('<style>rect{fill:url(//x.example/a.svg#g)}</style>'),
      /<style>/,
    ],
    ['an @import', svg('<style>@import "https://x.example/a.css";</style>'), /@import/],
    [
      'a DOCTYPE with entities',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('')}`,
      /DOCTYPE/,
    ],
    [
      'a stylesheet instruction',
      `<?xml-stylesheet href="https://x.example/a.css"?>${svg('')}`,
      /processing instruction/,
    ],
    ['broken XML', svg('<g>'), /not well-formed XML/],
    [
      'an HTML page named .svg',
      '<html><body><script>x()</script></body></html>',
      /not an SVG drawing|not well-formed/,
    ],
  ])('refuses %s', (_, text, reason) => {
    expect(svgProblem(text)).toMatch(reason);
  });
});

describe('fileProblem', () => {
  it('refuses a page, a script and a file named as a picture that is not one, naming the file and the fix', () => {
    expect(fileProblem('public/media/offer.html', bytes('<script>x()</script>'))).toMatch(
      /^public\/media\/offer\.html: the site publishes only pictures and documents \(JPEG, PNG, WebP, SVG or PDF\), not \.html files: remove it/,
    );
    expect(fileProblem('public/media/steal.js', bytes('fetch()'))).toMatch(/not \.js files/);
    expect(fileProblem('public/media/photo.jpg', bytes('<html>'))).toMatch(
      /photo\.jpg: the file is named \.jpg but is not a JPEG file.*save it again/,
    );
    expect(fileProblem('public/media/Makefile', bytes('all:'))).toMatch(
      /files without an extension/,
    );
  });

  it('accepts the pictures and documents of the list, by their first bytes', () => {
    expect(fileProblem('a.JPG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
    expect(fileProblem('a.png', raw('\x89PNG\r\n\x1a\n'))).toBeUndefined();
    expect(fileProblem('a.webp', bytes('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined();
    expect(fileProblem('a.pdf', bytes('%PDF-1.7'))).toBeUndefined();
    expect(fileProblem('a.svg', bytes(svg('<rect/>')))).toBeUndefined();
    expect(fileProblem('a.svg', bytes(svg('<script/>')))).toMatch(
      /^a\.svg: the SVG holds a <script> element\. An SVG must be a plain drawing: remove that part, or save the picture as a PNG, JPEG or WebP\.$/,
    );
  });

  it('is the list the editor uploads: its picture fields take the pictures, and phone photos it converts', () => {
    for (const type of ACCEPTED_FILES.filter((t) => t.picture))
      expect(PICTURE_ACCEPT.split(',')).toContain(type.mime);
    expect(PICTURE_ACCEPT).not.toContain('pdf');
    expect(uploadProblem('IMG_0001.HEIC', bytes('....ftypheic'))).toBeUndefined();
    expect(uploadProblem('offer.html', bytes('<p>'))).toBe(fileProblem('offer.html', bytes('<p>')));
  });
});

describe('publicFileProblems (the build’s check of public/)', () => {
  it('passes every file the site has under public/', () => {
    expect(publicFileProblems(path.resolve('public'))).toEqual([]);
  });

  it('names each file that is not a picture or a document, in every folder, the editor’s own folder aside', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(dir, 'media'));
    fs.mkdirSync(path.join(dir, 'admin'));
    fs.writeFileSync(path.join(dir, 'media', 'offer.html'), '<script>x()</script>');
    fs.writeFileSync(path.join(dir, 'media', 'steal.js'), 'fetch("/")');
    fs.writeFileSync(
      path.join(dir, 'media', 'badge.svg'),
      svg('<s:script href="/media/steal.js"/>', ' xmlns:s="http://www.w3.org/2000/svg"'),
    );
    fs.writeFileSync(path.join(dir, 'media', 'fine.svg'), svg('<circle r="4"/>'));
    fs.writeFileSync(path.join(dir, 'admin', 'index.html'), '<!doctype html>');
    const problems = publicFileProblems(dir);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'public/media/badge.svg',
      'public/media/offer.html',
      'public/media/steal.js',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
