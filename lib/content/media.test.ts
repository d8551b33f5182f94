/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entryFindings, findingText, type SiteIndex } from '@/lib/content/findings';
import { unusedMedia } from '@/lib/content/media';

describe('uploads no page uses', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'));
  beforeAll(() => {
    for (const [file, text] of Object.entries({
      'public/media/front-desk.webp': 'RIFF',
      'public/media/old-flyer.pdf': '%PDF-',
      'public/media/forms/intake.pdf': '%PDF-',
      'content/blog/en/saturday-hours.md': '---\nimage: /media/front-desk.webp\n---\nText.\n',
      'content/pages/forms.yaml': 'link: "[Intake form](/media/forms/intake.pdf)"\n',
    })) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    process.env.PUBLIC_DIR = path.join(root, 'public');
    process.env.CONTENT_DIR = path.join(root, 'content');
  });
  afterAll(() => {
    delete process.env.PUBLIC_DIR;
    delete process.env.CONTENT_DIR;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('are the files under public/media/ that no content file names', () => {
    expect(unusedMedia()).toEqual(['/media/old-flyer.pdf']);
  });

  it('are listed in an entry’s preview as advice, unless the entry now uses them', () => {
    const index = { unusedMedia: ['/media/old-flyer.pdf'] } as unknown as SiteIndex;
    const shown = (copy: Record<string, unknown>) =>
      entryFindings('page:forms', 'forms', { en: copy }, { ...index, ...base })
        .filter((f) => f.message.includes('old-flyer'))
        .map((f) => `${f.level}: ${findingText(f)}`);
    expect(shown({ title: 'Forms' })).toEqual([
      'advice: The file public/media/old-flyer.pdf is used on no page, so it is not published: use it, or delete it under Assets.',
    ]);
    expect(shown({ title: 'Forms', link: '[Flyer](/media/old-flyer.pdf)' })).toEqual([]);
  });
});

const base = {
  pages: [],
  aliases: [],
  placeholders: [],
  facts: [],
  closures: [],
  sources: [],
  reviewers: [],
  samples: [],
  today: '2026-12-07',
  adviceCategories: [],
  dependents: {},
  hours: [],
};
