/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { variantPath } from '@/lib/images';
import { IMAGES_VERSION, writeImageVariants } from './images';
import { stepCache } from './step-cache';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'step-cache-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('stepCache', () => {
  it('makes an output once, then reads it back on the next build; a changed input or version makes it again', async () => {
    const made: string[] = [];
    const make = (text: string) => async () => {
      made.push(text);
      return Buffer.from(text.toUpperCase());
    };
    const first = stepCache('words', 'v1', root);
    expect((await first.once(['hello'], make('hello'))).toString()).toBe('HELLO');
    expect(first.finish()).toMatch(/^0 of 1 reused/);

    const second = stepCache('words', 'v1', root);
    expect((await second.once(['hello'], make('hello'))).toString()).toBe('HELLO');
    expect((await second.once(['hello!'], make('hello!'))).toString()).toBe('HELLO!');
    expect(second.finish()).toMatch(/^1 of 2 reused/);
    expect(made).toEqual(['hello', 'hello!']);

    const upgraded = stepCache('words', 'v2', root);
    await upgraded.once(['hello'], make('hello'));
    expect(made).toEqual(['hello', 'hello!', 'hello']);
  });

  it('keeps inputs apart by their lengths, and drops what the last build did not ask for', async () => {
    const cache = stepCache('parts', 'v1', root);
    await cache.once(['ab', 'c'], async () => Buffer.from('1'));
    expect((await cache.once(['a', 'bc'], async () => Buffer.from('2'))).toString()).toBe('2');
    cache.finish();
    expect(fs.readdirSync(path.join(root, 'parts'))).toHaveLength(2);

    const next = stepCache('parts', 'v1', root);
    await next.once(['ab', 'c'], async () => Buffer.from('made again'));
    expect(next.finish()).toBe(`1 of 1 reused from ${path.join(root, 'parts')}, 1 old dropped`);
    expect(fs.readdirSync(path.join(root, 'parts'))).toHaveLength(1);
  });
});

describe('the image step with a cache', () => {
  /** A photograph and an icon (sharp's noise is random: each call makes new bytes). */
  async function pictures(colour: string) {
    const dir = fs.mkdtempSync(path.join(root, 'pictures-'));
    fs.mkdirSync(path.join(dir, 'media'));
    const photo = sharp({
      create: {
        width: 700,
        height: 500,
        channels: 3,
        background: colour,
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    });
    await photo.jpeg({ quality: 70 }).toFile(path.join(dir, 'media', 'front-desk.jpg'));
    await sharp({ create: { width: 64, height: 64, channels: 4, background: colour } })
      .png()
      .toFile(path.join(dir, 'icon.png'));
    return dir;
  }
  /** A fresh export holding those pictures, as `next build` copies them from public/. */
  function exportOf(pictures: string) {
    const out = fs.mkdtempSync(path.join(root, 'out-'));
    fs.cpSync(pictures, out, { recursive: true });
    return out;
  }
  const outputs = (out: string) =>
    [
      'media/front-desk.jpg',
      'icon.png',
      ...[320, 640, 700].map((w) => variantPath('/media/front-desk.jpg', w).slice(1)),
    ].map((file) => fs.readFileSync(path.join(out, file)));

  it('reuses every picture of an unchanged export byte for byte, and encodes a changed one again', async () => {
    const first = stepCache('images', IMAGES_VERSION, root);
    const teal = await pictures('#0e6e6e');
    const a = exportOf(teal);
    expect(await writeImageVariants(a, first)).toBe(
      '1 raster images (0 reduced), 3 variants, 2 cleaned of metadata',
    );
    expect(first.finish()).toMatch(/^0 of 5 reused/);

    const second = stepCache('images', IMAGES_VERSION, root);
    const b = exportOf(teal);
    const started = Date.now();
    await writeImageVariants(b, second);
    const reusedIn = Date.now() - started;
    expect(second.finish()).toMatch(/^5 of 5 reused/);
    expect(outputs(b)).toEqual(outputs(a));

    const third = stepCache('images', IMAGES_VERSION, root);
    const c = exportOf(await pictures('#6e0e0e'));
    const madeStarted = Date.now();
    await writeImageVariants(c, third);
    const madeIn = Date.now() - madeStarted;
    expect(third.finish()).toBe(`0 of 5 reused from ${path.join(root, 'images')}, 5 old dropped`);
    const [photo] = outputs(c);
    expect(photo?.equals(outputs(a)[0] as Buffer)).toBe(false);
    // Reading back skips the encoding, the step's whole cost.
    expect(reusedIn).toBeLessThan(madeIn);
  }, 30_000);
});
