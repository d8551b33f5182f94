import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { Component, type ReactNode } from 'react';
import {
  entryFindings,
  findingText,
  stringsOf,
  type Finding,
  type SiteIndex,
} from '@/lib/content/findings';
import { isLocale, locales, type Locale } from '@/lib/i18n';
import type { ProseRuleTexts } from '@/prose/check';

/**
 * "Before you publish": what the content check and the prose rules find in the
 * entry being edited, in both languages, at the top of its preview. It is the
 * list `npm test` would fail on (lib/content/findings.ts, prose/check.ts), so
 * staff see every rule that can stop their change before they publish it, and
 * advice that never blocks below it. The site's index and the rules' texts are
 * written into the editor's bundle by scripts/prebuild/admin.ts.
 */
declare const SITE_INDEX: SiteIndex;
declare const PROSE_RULES: Record<Locale, ProseRuleTexts>;

/** Where a kind's entries live, for the rules that name pages by file (statements.yml). */
export type EntryPlace = { kind: string; file: (id: string, locale: Locale) => string };

type Props = { preview: CustomPreviewTemplateProps; place: EntryPlace; children?: ReactNode };
type State = { key: string; prose: Finding[]; closures?: SiteIndex['closures'] };

/** The entry's copy in each language, as the editor holds it now. */
export function copyOf(
  preview: CustomPreviewTemplateProps,
): Partial<Record<Locale, Record<string, unknown>>> {
  const shown = preview.document.documentElement.lang.slice(0, 2);
  const entry = preview.entry.toJS() as {
    data?: Record<string, unknown>;
    i18n?: Record<string, { data?: Record<string, unknown> }>;
  };
  const copy: Partial<Record<Locale, Record<string, unknown>>> = {};
  if (isLocale(shown) && entry.data) copy[shown] = entry.data;
  for (const [locale, other] of Object.entries(entry.i18n ?? {}))
    if (isLocale(locale) && other.data) copy[locale] = other.data;
  return copy;
}

/** The copy of one language as the prose linter reads it: each text a paragraph, the article last. */
const proseText = (copy: Record<string, unknown>) => {
  const { body, ...fields } = copy;
  return [...stringsOf(fields), ...(typeof body === 'string' ? [body] : [])].join('\n\n');
};

/**
 * A class component: the editor renders previews with its own copy of React,
 * in which this bundle's hooks would not work; a class's state does.
 */
export class Checks extends Component<Props, State> {
  state: State = { key: '', prose: [] };

  private id() {
    return String(this.props.preview.entry.get('slug') ?? '') || 'new';
  }

  componentDidMount() {
    void this.checkProse();
    if (this.props.place.kind === 'closures') void this.readClosures();
  }

  /** The closures as the editor has them now (saved since the last build included). */
  private async readClosures() {
    const entries = (await this.props.preview.getCollection('closures')) as {
      toJS(): { slug?: string; data?: { start?: string; end?: string } };
    }[];
    const closures = entries.flatMap((entry) => {
      const { slug = '', data = {} } = entry.toJS();
      return data.start ? [{ id: slug, start: data.start, end: data.end || data.start }] : [];
    });
    this.setState({ closures });
  }

  componentDidUpdate() {
    void this.checkProse();
  }

  private async checkProse() {
    const copy = copyOf(this.props.preview);
    const key = JSON.stringify(copy);
    if (key === this.state.key) return;
    this.setState({ key });
    // textlint is loaded the first time a preview is drawn, not with the editor.
    const { checkProse } = await import('@/prose/check');
    const prose = await Promise.all(
      locales.map(async (locale) => {
        const one = copy[locale];
        if (!one || !PROSE_RULES[locale]) return [];
        const file = this.props.place.file(this.id(), locale);
        const problems = await checkProse(proseText(one), file, PROSE_RULES[locale]);
        return problems.map((p): Finding => ({ level: 'fix', locale, message: p.message }));
      }),
    ).catch(() => [[]]);
    if (JSON.stringify(copyOf(this.props.preview)) === key) this.setState({ prose: prose.flat() });
  }

  render() {
    const copy = copyOf(this.props.preview);
    const index = { ...SITE_INDEX, closures: this.state.closures ?? SITE_INDEX.closures };
    const found = [
      ...entryFindings(this.props.place.kind, this.id(), copy, index),
      ...this.state.prose,
    ];
    const fixes = found.filter((f) => f.level === 'fix');
    const advice = found.filter((f) => f.level === 'advice');
    const depends = found.filter((f) => f.level === 'depends');
    return (
      <>
        <section
          aria-labelledby="before-you-publish"
          data-checks={fixes.length}
          className="mx-auto my-4 max-w-3xl rounded-2xl border border-slate-300 bg-white p-4 text-base"
        >
          <h2 id="before-you-publish" className="text-lg font-bold">
            Before you publish
          </h2>
          {fixes.length === 0 ? (
            <p>Nothing to change: the site’s checks pass.</p>
          ) : (
            <>
              <p>Change these first, or the site’s checks will stop the change:</p>
              <ul className="list-disc ps-6">
                {fixes.map((f, i) => (
                  <li key={i}>{findingText(f)}</li>
                ))}
              </ul>
            </>
          )}
          {depends.length > 0 ? (
            <>
              <h3 className="mt-3 font-bold">Before you delete or rename it</h3>
              <ul className="list-disc ps-6" data-depends={depends.length}>
                {depends.map((f, i) => (
                  <li key={i}>{findingText(f)}</li>
                ))}
              </ul>
            </>
          ) : null}
          {advice.length > 0 ? (
            <>
              <h3 className="mt-3 font-bold">Advice (optional)</h3>
              <ul className="list-disc ps-6" data-advice={advice.length}>
                {advice.map((f, i) => (
                  <li key={i}>{findingText(f)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {this.props.children}
      </>
    );
  }
}
