import { cmsConfig, SAMPLE_HINT } from '@/lib/cms/config';
import { spanishHint } from '@/lib/cms/hints-es';

/** Every hint of the editor's configuration, from every collection and nested field. */
function hints(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) hints(item, found);
  else if (node && typeof node === 'object') {
    const { hint } = node as { hint?: unknown };
    if (typeof hint === 'string') found.add(hint);
    for (const value of Object.values(node)) hints(value, found);
  }
  return found;
}

describe('the Spanish pane’s hints', () => {
  const all = [...hints(cmsConfig('https://www.example.com'))];

  it('every hint of the editor has its Spanish', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((hint) => !spanishHint(hint))).toEqual([]);
  });

  it('a sample’s note is in Spanish too, before the field’s own hint', () => {
    expect(spanishHint(SAMPLE_HINT)).toMatch(/^Muestra: /);
    const sampled = all.find((hint) => hint.startsWith(`${SAMPLE_HINT} `)) ?? '';
    expect(spanishHint(sampled)).toMatch(/^Muestra: .+\. \S/);
    expect(spanishHint('A hint nobody wrote')).toBeUndefined();
  });
});
