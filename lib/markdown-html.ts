import MarkdownIt from 'markdown-it';
import { NUMBERED } from '@/lib/citations';
import type { Locale } from '@/lib/i18n';
import { parseMarkdown, slugify, type MdToken } from '@/lib/markdown';
import { routerFollows } from '@/lib/own-policy';
import { internalHref } from '@/lib/routes';
import { dictionary } from '@/lib/ui';

/**
 * Articles and legal pages as HTML, by markdown-it's own renderer with the site's rules: each
 * tag with its class, headings with their anchor ids, tables scrollable and captioned, links
 * in the reader's language. docs/decisions.md, section 9: the same HTML as a React walker of
 * the tokens, in less code and a quarter of the time.
 */
const styles: Record<string, string> = {
  h2: 'mt-12 mb-4 scroll-mt-28 text-2xl font-extrabold text-ink sm:text-3xl first:mt-0',
  h3: 'mt-8 mb-3 scroll-mt-28 text-xl font-bold text-ink',
  h4: 'mt-6 mb-2 text-lg font-bold text-ink',
  p: 'my-4 leading-relaxed',
  ul: 'my-4 list-disc space-y-2 pl-6 marker:text-brand',
  ol: 'my-4 list-decimal space-y-2 pl-6 marker:font-bold marker:text-brand',
  li: 'pl-1 leading-relaxed',
  blockquote: 'my-6 border-l-4 border-accent bg-cream px-5 py-3 italic',
  table: 'w-full min-w-[36rem] border-collapse text-left text-[0.95rem]',
  thead: 'bg-brand text-white',
  th: 'px-4 py-3 font-semibold',
  td: 'border-t border-ink/10 px-4 py-3 align-top',
  tr: 'even:bg-cream/60',
  code: 'rounded bg-cream px-1.5 py-0.5 text-[0.9em]',
  hr: 'my-10 border-ink/15',
  a: 'font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-dark',
};

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** Text and attribute values escaped as React escapes them. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c] ?? c);
const open = (tag: string, attrs = '') =>
  `<${tag}${attrs}${styles[tag] ? ` class="${styles[tag]}"` : ''}>`;
const inlineText = (tokens: MdToken[] | null): string =>
  (tokens ?? [])
    .map((t) =>
      t.type === 'text' || t.type === 'code_inline' ? t.content : inlineText(t.children),
    )
    .join('');

/** What a link's close writes, by link: set at its open, taken at its close. */
type Env = { locale: Locale; closers: string[] };

function link(tokens: MdToken[], idx: number, env: Env): string {
  const href = String(tokens[idx]?.attrGet('href') ?? '');
  const t = dictionary(env.locale);
  const citation = NUMBERED.exec(href)?.[1];
  if (citation) {
    // A numbered citation shows its number, whatever the link's words: they are left out.
    for (let i = idx + 1; tokens[i] && tokens[i]?.type !== 'link_close'; i++)
      (tokens[i] as MdToken).hidden = true;
    env.closers.push('</a></sup>');
    const label = escape(t('citation', { n: citation }));
    return `<sup class="ms-0.5"><a href="#ref-${citation}" class="font-semibold text-brand no-underline hover:underline" aria-label="${label}" data-citation="${citation}">[${citation}]`;
  }
  if (href.startsWith('/')) {
    env.closers.push('</a>');
    const router = routerFollows(href) ? ' data-router=""' : '';
    return open('a', ` href="${escape(internalHref(href, env.locale))}"${router}`);
  }
  // A link within the page (#a-heading), mail and phone stay in this tab.
  if (href.startsWith('#') || /^(mailto|tel):/.test(href)) {
    env.closers.push('</a>');
    return open('a', ` href="${escape(href)}"`);
  }
  env.closers.push(`<span class="sr-only"> ${escape(t('opensInNewTab'))}</span></a>`);
  return open('a', ` target="_blank" rel="noopener noreferrer" href="${escape(href)}"`);
}

const md = new MarkdownIt();
// Every other tag: its class, no attribute; hidden ones (a tight list's paragraphs) are left out.
md.renderer.renderToken = (tokens, idx) => {
  const token = tokens[idx] as MdToken;
  if (token.hidden) return '';
  if (token.nesting === -1) return `</${token.tag}>`;
  return `${open(token.tag).slice(0, -1)}${token.nesting === 0 ? '/' : ''}>`;
};
const hiddenOr = (write: (token: MdToken) => string) => (tokens: MdToken[], idx: number) =>
  tokens[idx]?.hidden ? '' : write(tokens[idx] as MdToken);
const pre = hiddenOr(
  (t) =>
    `<pre class="my-4 overflow-x-auto rounded-lg bg-cream p-4"><code>${escape(t.content)}</code></pre>`,
);
Object.assign(md.renderer.rules, {
  text: hiddenOr((t) => escape(t.content)),
  code_inline: hiddenOr((t) => `${open('code')}${escape(t.content)}</code>`),
  softbreak: hiddenOr(() => ' '),
  hardbreak: hiddenOr(() => '<br/>'),
  image: () => '',
  fence: pre,
  code_block: pre,
  heading_open: (tokens: MdToken[], idx: number) => {
    const tag = tokens[idx]?.tag ?? 'h2';
    return open(tag, ` id="${escape(slugify(inlineText(tokens[idx + 1]?.children ?? null)))}"`);
  },
  th_open: () => open('th', ' scope="col"'),
  table_open: (tokens: MdToken[], idx: number) => {
    const caption = (tokens[idx]?.meta as { caption?: string } | null)?.caption;
    const label = caption ? ` aria-label="${escape(caption)}"` : '';
    const shown = caption
      ? `<caption class="mb-2 text-left text-sm font-semibold text-ink-soft px-4 pt-3">${escape(caption)}</caption>`
      : '';
    return `<div class="relative my-8 overflow-x-auto rounded-xl ring-1 ring-ink/10" role="region"${label} tabindex="0">${open('table')}${shown}`;
  },
  table_close: () => '</table></div>',
  link_open: (tokens: MdToken[], idx: number, _options: unknown, env: Env) =>
    link(tokens, idx, env),
  link_close: (_tokens: MdToken[], _idx: number, _options: unknown, env: Env) =>
    env.closers.pop() ?? '',
});

/** The HTML of a Markdown article or legal page, in the reader's language. */
export function markdownHtml(source: string, locale: Locale): string {
  const env: Env = { locale, closers: [] };
  return md.renderer.render(parseMarkdown(source), md.options, env);
}
