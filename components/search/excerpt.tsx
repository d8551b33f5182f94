const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e] ?? e);

/** Pagefind's excerpt as text with its <mark> highlights, never as raw HTML. */
export function Excerpt({ html }: { html: string }) {
  const parts = html.split(/<mark>([\s\S]*?)<\/mark>/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 ? (
          <mark key={i} className="rounded bg-accent/30 px-0.5 text-ink">
            {decode(part)}
          </mark>
        ) : (
          decode(part.replace(/<[^>]+>/g, ''))
        ),
      )}
    </>
  );
}
