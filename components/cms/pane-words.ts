/**
 * The words of the editor's two panes (docs/editing.md): Sveltia shows a
 * field's hint in English in both, and a field of one language in both. The
 * Spanish pane's hints are put in Spanish (lib/cms/hints-es.ts) as Sveltia
 * draws them; fields for the Spanish page only are hidden in the English pane
 * by the admin page's style. Sveltia marks each pane with its language
 * (`data-locale`).
 */

import { spanishHint } from '@/lib/cms/hints-es';
import { defaultLocale, otherLocale } from '@/lib/i18n';

/** The pane of the other language than the default, whose hints are put in Spanish. */
const SPANISH_PANE = `[data-locale="${otherLocale(defaultLocale)}"]`;

/** Puts every hint of the Spanish pane in Spanish, now and whenever Sveltia draws one. */
export function spanishHintsInSpanishPane(doc: Document = document) {
  const translate = () => {
    for (const hint of doc.querySelectorAll<HTMLElement>(`${SPANISH_PANE} p.hint`)) {
      const spanish = spanishHint(hint.textContent ?? '');
      if (spanish) hint.textContent = spanish;
    }
  };
  new MutationObserver(translate).observe(doc.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  translate();
}
