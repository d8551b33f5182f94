/**
 * Sentences of a block of copy (a paragraph, a heading, a list item or a table cell, as
 * Markdown source). A sentence ends at `.`, `!` or `?` (after any closing quote or bracket, and
 * the citations that follow it: `…pain.[^acp-2017]`) where the next one starts with a capital,
 * a digit, a quote or an opening `¿`/`¡`. Abbreviations (Dr., U.S., e.g.) do not end one.
 * Browser-safe: the editor's preview splits copy the same way.
 */
export type Sentence = { start: number; end: number; text: string };

const ABBREVIATIONS =
  /(?:^|[\s(])(?:Dr|Drs|Mr|Mrs|Ms|Sr|Sra|Jr|St|Sto|No|Nos|vs|etc|approx|Inc|Ltd|Co|Corp|Ave|Rd|Blvd|Ste|Ud|Uds|Dra|pág|núm|aprox|ej|p\. ej|e\.g|i\.e|a\.m|p\.m|U\.S|EE\. ?UU|D\.C|M\.D|Ph\.D|[A-Z])\.$/u;

/** `.`/`!`/`?`, closing marks, citations, then blanks: a possible end. */
const BREAK = /[.!?…]+["”’»)\]*_]*(?:\[\^[\w-]+\])*(?=\s+["“‘«¿¡(*_]*[\p{Lu}\d[{])/gu;

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const m of text.matchAll(BREAK)) {
    const end = m.index + m[0].length;
    const head = text.slice(start, m.index + 1);
    if (ABBREVIATIONS.test(head)) continue;
    sentences.push(trimmed(text, start, end));
    start = end;
  }
  if (text.slice(start).trim()) sentences.push(trimmed(text, start, text.length));
  return sentences.filter((s) => s.text.length > 0);
}

function trimmed(text: string, from: number, to: number): Sentence {
  let start = from;
  let end = to;
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  return { start, end, text: text.slice(start, end) };
}
