import type { SearchState } from '@/components/search/engine';
import {
  excerptParts,
  RESULT_CLASSES as C,
  statusText,
  type ResultsView,
} from '@/components/search/search-view';
import { fill } from '@/lib/i18n';

type Child = Node | string;

/** An element with attributes and children; text is always set as text, never parsed. */
function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * The results as search-results.tsx draws them (same elements, classes, test
 * ids and words), in plain DOM for the early renderer: the suggested spelling
 * (a button that searches for it), the hits, or other ways to find a page.
 * Returns the element that takes focus when a suggestion was followed.
 */
export function resultNodes(
  state: SearchState,
  { labels, phone, sitemap }: ResultsView,
  onSuggestion: (query: string) => void,
): { nodes: HTMLElement[]; focus: HTMLElement | null } {
  const nodes: HTMLElement[] = [];
  const done = state.status === 'done' ? state : null;
  if (done?.suggestion && !done.corrected) {
    const suggestion = done.suggestion;
    const button = el('button', { type: 'button', class: C.suggestionButton }, suggestion);
    button.addEventListener('click', () => onSuggestion(suggestion));
    nodes.push(
      el(
        'p',
        { class: C.suggestion, 'data-testid': 'search-suggestion' },
        labels.didYouMeanBefore,
        button,
        labels.didYouMeanAfter,
      ),
    );
  }
  if (done?.corrected)
    nodes.push(
      el(
        'p',
        { class: C.corrected, 'data-testid': 'search-corrected' },
        fill(labels.showingInstead, { query: done.suggestion ?? '' }),
      ),
    );
  let focus: HTMLElement | null = null;
  if (done && done.hits.length > 0) {
    focus = el(
      'ol',
      { tabindex: '-1', class: C.list, 'data-testid': 'search-results' },
      ...done.hits.map((hit) =>
        el(
          'li',
          { class: C.item },
          el('p', { class: C.type }, labels.types[hit.type]),
          el('h2', { class: C.heading }, el('a', { href: hit.url, class: C.link }, hit.title)),
          el(
            'p',
            { class: C.excerpt },
            ...excerptParts(hit.excerpt).map(({ text, mark }) =>
              mark ? el('mark', { class: C.mark }, text) : text,
            ),
          ),
        ),
      ),
    );
    nodes.push(focus);
  }
  if ((done && done.hits.length === 0) || state.status === 'failed') {
    focus = el(
      'div',
      { tabindex: '-1', class: C.empty, 'data-testid': 'search-empty' },
      el('p', {}, state.status === 'failed' ? labels.failed : labels.emptyHelp),
      el(
        'p',
        { class: C.emptyLinks },
        el('a', { href: phone.href, class: C.textLink }, phone.display),
        el('a', { href: sitemap.href, class: C.textLink }, sitemap.label),
      ),
    );
    nodes.push(focus);
  }
  return { nodes, focus };
}

/** Draws a search's state: the status line's words, and the results into their slot. */
export function drawResults(
  status: HTMLElement,
  slot: HTMLElement,
  state: SearchState,
  view: ResultsView,
  onSuggestion: (query: string) => void,
): HTMLElement | null {
  const text = statusText(state, view.labels);
  if (status.textContent !== text) status.textContent = text;
  const { nodes, focus } = resultNodes(state, view, onSuggestion);
  slot.replaceChildren(...nodes);
  return focus;
}
