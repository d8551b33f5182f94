/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateIllustrations, SIZE_LIMIT, type Written } from './generate';

const pub = path.resolve('public');

/** Every committed SVG the generator owns: public/illustrations/** and the social-sharing image. */
function committed(): string[] {
  const list: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(pub, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.svg')) list.push(child);
    }
  };
  walk('illustrations');
  list.push('og/default.svg');
  return list.sort();
}

describe('illustration generator', () => {
  let out: string;
  let written: Written[];

  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'illustrations-'));
    written = generateIllustrations(out);
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('regenerates every committed SVG byte for byte', () => {
    expect(written.length).toBeGreaterThan(0);
    const differing = written
      .map((w) => w.file)
      .filter((file) => {
        const committedFile = path.join(pub, file);
        if (!fs.existsSync(committedFile)) return true;
        return !fs.readFileSync(path.join(out, file)).equals(fs.readFileSync(committedFile));
      });
    expect(differing).toEqual([]);
  });

  it('owns every committed illustration (no orphan SVG under public/illustrations)', () => {
    expect(written.map((w) => w.file).sort()).toEqual(committed());
  });

  it('keeps every file within budget: small, no text, script or external reference', () => {
    for (const w of written) expect(w.size).toBeLessThanOrEqual(SIZE_LIMIT);
    expect(written.filter((w) => w.problems.length)).toEqual([]);
  });
});
