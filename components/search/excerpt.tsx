import { excerptParts, RESULT_CLASSES } from '@/components/search/search-view';

/** Pagefind's excerpt as text with its <mark> highlights, never as raw HTML. */
export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map(({ text, mark }, i) =>
        mark ? (
          <mark key={i} className={RESULT_CLASSES.mark}>
            {text}
          </mark>
        ) : (
          text
        ),
      )}
    </>
  );
}
