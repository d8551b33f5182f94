import MarkdownIt from 'markdown-it';

/**
 * Markdown parsing for articles and legal pages: CommonMark plus tables, no
 * raw HTML. A paragraph "Table: caption" right before a table becomes that
 * table's caption.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

export type MdToken = ReturnType<typeof md.parse>[number];

const CAPTION = /^Table:\s*(.+)$/;

export function parseMarkdown(source: string): MdToken[] {
  const tokens = md.parse(source, {});
  const out: MdToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [open, inline, close, next] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]];
    const caption = inline?.type === 'inline' ? CAPTION.exec(inline.content) : null;
    if (
      open?.type === 'paragraph_open' &&
      caption &&
      close?.type === 'paragraph_close' &&
      next?.type === 'table_open'
    ) {
      next.meta = { ...(next.meta as object), caption: caption[1] };
      i += 2;
      continue;
    }
    if (open) out.push(open);
  }
  return out;
}

/**
 * The inline Markdown of one string of page copy (a paragraph, an answer, a list item): links
 * and emphasis, nothing that opens a block. Copy cites its sources this way, in its paragraph.
 */
export function parseInlineMarkdown(text: string): MdToken[] {
  return md.parseInline(text, {})[0]?.children ?? [];
}

/** A string of page copy as plain text: a link keeps its words ("[NCCIH](https://…)" → "NCCIH"), a citation goes. */
export function copyPlainText(text: string): string {
  let inCitation = false;
  return parseInlineMarkdown(text)
    .filter((t) => {
      // A numbered citation ([3](#ref-3)) is not words of the copy.
      if (t.type === 'link_open') inCitation = /^#ref-\d+$/.test(String(t.attrGet('href')));
      if (t.type === 'link_close') inCitation = false;
      return !inCitation && (t.type === 'text' || t.type === 'code_inline');
    })
    .map((t) => t.content)
    .join('');
}

/** A heading's anchor id: lower-case words joined by dashes, accents removed. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Plain text of a Markdown source (for word counts and feeds). */
export function markdownText(source: string): string {
  return parseMarkdown(source)
    .filter((t) => t.type === 'inline')
    .map((t) => t.content)
    .join('\n');
}

/** Every link target of a Markdown source. */
export function markdownLinks(source: string): string[] {
  const links: string[] = [];
  for (const token of parseMarkdown(source)) {
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') links.push(String(child.attrGet('href') ?? ''));
    }
  }
  return links;
}

export type Outline = {
  headings: { level: number; text: string }[];
  lists: number;
  tables: { caption: string | undefined; headerCells: number; rows: number }[];
};

/** The structure of a Markdown document: headings, list count, tables. */
export function markdownOutline(source: string): Outline {
  const tokens = parseMarkdown(source);
  const outline: Outline = { headings: [], lists: 0, tables: [] };
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    if (t.type === 'heading_open') {
      outline.headings.push({ level: Number(t.tag.slice(1)), text: tokens[i + 1]?.content ?? '' });
    }
    if (t.type === 'bullet_list_open' || t.type === 'ordered_list_open') {
      if (depth === 0) outline.lists += 1;
      depth += 1;
    }
    if (t.type === 'bullet_list_close' || t.type === 'ordered_list_close') depth -= 1;
    if (t.type === 'table_open') {
      let headerCells = 0;
      let rows = 0;
      for (let j = i + 1; j < tokens.length && tokens[j]?.type !== 'table_close'; j++) {
        if (tokens[j]?.type === 'th_open') headerCells += 1;
        if (tokens[j]?.type === 'tr_open') rows += 1;
      }
      outline.tables.push({
        caption: (t.meta as { caption?: string } | null)?.caption,
        headerCells,
        rows,
      });
    }
  }
  return outline;
}

/** A parser that reads HTML as HTML, to find it: the site's own escapes it. */
const htmlAware = new MarkdownIt({ html: true });

/** The first line of a Markdown text that holds HTML, or 0: the site shows Markdown only. */
export function htmlLine(source: string): number {
  for (const token of htmlAware.parse(source, {})) {
    if (token.type === 'html_block') return (token.map?.[0] ?? 0) + 1;
    if (token.type === 'inline' && token.children?.some((c) => c.type === 'html_inline'))
      return (token.map?.[0] ?? 0) + 1;
  }
  return 0;
}

/** The paragraphs of a Markdown text (a list or a table is not one). */
export function paragraphCount(source: string): number {
  return parseMarkdown(source).filter((t) => t.type === 'paragraph_open' && t.level === 0).length;
}
