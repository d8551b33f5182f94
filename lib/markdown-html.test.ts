import { markdownHtml } from '@/lib/markdown-html';
import { routes } from '@/lib/routes';

describe('markdownHtml', () => {
  it('escapes what the writer typed: no tag of theirs reaches the page', () => {
    const html = markdownHtml(
      'A <script>alert("x")</script> & [it](https://example.com/?q="1")',
      'en',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(“x”)&lt;/script&gt; &amp;');
    expect(html).toContain('href="https://example.com/?q=%221%22"');
  });

  it('writes links in the reader’s language, followed by the router unless the page has its own policy', () => {
    const html = markdownHtml(
      `[Blog](${routes.blog}) [Book](${routes.appointment}) [Call](tel:+19135550142)`,
      'es',
    );
    const blog = /<a href="([^"]+)" data-router=""[^>]*>Blog<\/a>/.exec(html)?.[1];
    expect(blog).toMatch(/^\/es\/.+\/$/);
    expect(html).toMatch(/<a href="\/es\/[^"]+" class="[^"]+">Book<\/a>/);
    expect(html).toContain('<a href="tel:+19135550142" class=');
  });

  it('opens other sites in a new tab and says so to a screen reader', () => {
    const html = markdownHtml('[NCCIH](https://www.nccih.nih.gov/)', 'es');
    expect(html).toMatch(
      /<a target="_blank" rel="noopener noreferrer" href="https:\/\/www\.nccih\.nih\.gov\/"/,
    );
    expect(html).toMatch(/NCCIH<span class="sr-only"> [^<]+<\/span><\/a>/);
  });

  it('shows a numbered citation as its raised number, without the link’s words', () => {
    const html = markdownHtml('Studies agree [the *third* source](#ref-3).', 'en');
    expect(html).toContain('<sup class="ms-0.5"><a href="#ref-3"');
    expect(html).toContain('data-citation="3">[3]</a></sup>');
    expect(html).not.toContain('third');
  });

  it('gives headings their anchor ids and tables their caption, scope and scrolling region', () => {
    const html = markdownHtml(
      '## Qué esperar\n\nTable: Visits & costs\n\n| Visit | Cost |\n|--|--:|\n| First | $60 |\n',
      'es',
    );
    expect(html).toMatch(/^<h2 id="que-esperar" class="[^"]+">Qué esperar<\/h2>/);
    expect(html).toContain('role="region" aria-label="Visits &amp; costs" tabindex="0"');
    expect(html).toContain('Visits &amp; costs</caption>');
    expect(html).toMatch(/<th scope="col" class="[^"]+">Cost<\/th>/);
    expect(html).not.toContain('Table:');
    expect(html).not.toContain('style=');
  });

  it('leaves out a tight list’s paragraphs and pictures', () => {
    const html = markdownHtml('- one\n- two ![x](/x.png)\n', 'en');
    expect(html).toMatch(
      /^<ul class="[^"]+"><li class="[^"]+">one<\/li><li class="[^"]+">two <\/li><\/ul>$/,
    );
  });
});
