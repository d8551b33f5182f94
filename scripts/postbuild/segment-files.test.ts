/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { unpackFixtures } from './__fixtures__/next-fixtures';
import { removeSegmentFiles, SEGMENT_FILE } from './segment-files';

describe('removeSegmentFiles, on the files of a real next build', () => {
  it('removes the segment payloads Next writes beside each page and keeps its index.txt', () => {
    const { dir, files } = unpackFixtures();
    const segments = files.filter((f) => SEGMENT_FILE.test(path.basename(f)));
    // What Next 16 writes for a page: its segments, its tree and its whole payload again.
    expect(segments.map((f) => path.basename(f)).sort()).toEqual(
      expect.arrayContaining(['__next._full.txt', '__next._tree.txt']),
    );
    expect(removeSegmentFiles(dir)).toMatch(
      /^\d+ segment files removed .*; 1 index\.txt payloads kept$/,
    );
    for (const file of files)
      expect(`${file} ${fs.existsSync(path.join(dir, file))}`).toBe(
        `${file} ${!segments.includes(file)}`,
      );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops, saying Next changed, when a build has no segment files', () => {
    const { dir, files } = unpackFixtures();
    for (const file of files)
      if (SEGMENT_FILE.test(path.basename(file))) fs.rmSync(path.join(dir, file));
    expect(() => removeSegmentFiles(dir)).toThrow(
      /^Next's payload format changed: 0 segment files/,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
