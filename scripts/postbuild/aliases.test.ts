import { netlifyRedirects, redirectRules, redirectTarget, REDIRECT_LIMITS } from './aliases';

describe('Netlify’s _redirects', () => {
  const text = `${redirectRules([{ from: '/es/contact/', to: '/es/contacto/' }]).lines.join('\n')}\n`;

  it('forces every rule of the file Cloudflare Pages reads, and nothing else changes', () => {
    expect(text).toBe('/es/contact/ /es/contacto/ 301\n');
    expect(netlifyRedirects(text)).toBe('/es/contact/ /es/contacto/ 301!\n');
    expect(netlifyRedirects('/es/blog/page/:n/ /es/blog/pagina/:n/ 301\n')).toBe(
      '/es/blog/page/:n/ /es/blog/pagina/:n/ 301!\n',
    );
  });

  it('changes nothing when run twice', () => {
    expect(netlifyRedirects(netlifyRedirects(text))).toBe(netlifyRedirects(text));
  });

  it('refuses a rule it does not know how to force', () => {
    expect(() => netlifyRedirects('/es/* /es/404.html 404\n')).toThrow(/unexpected/);
  });
});

describe('the rules of _redirects', () => {
  it('has one rule per address, with its slash, and one placeholder per numbered family', () => {
    const { lines, pagesOnly } = redirectRules([
      { from: '/es/contact/', to: '/es/contacto/' },
      { from: '/es/blog/page/2/', to: '/es/blog/pagina/2/' },
      { from: '/es/blog/page/3/', to: '/es/blog/pagina/3/' },
      { from: '/blog/page/9/', to: '/blog/' },
    ]);
    expect(lines).toEqual([
      '/es/contact/ /es/contacto/ 301',
      '/blog/page/9/ /blog/ 301',
      '/es/blog/page/:n/ /es/blog/pagina/:n/ 301',
    ]);
    expect(pagesOnly).toEqual([]);
    expect(redirectTarget(lines, '/es/blog/page/3/')).toBe('/es/blog/pagina/3/');
    expect(redirectTarget(lines, '/es/contact/')).toBe('/es/contacto/');
    expect(redirectTarget(lines, '/es/nada/')).toBeUndefined();
  });

  it('keeps within Cloudflare’s limit at 3,000 posts per language, published addresses first', () => {
    // Every Spanish post's English-word address, and 500 addresses of posts renamed over the years.
    const posts = Array.from({ length: 3000 }, (_, i) => ({
      from: `/es/blog/post-${i}/`,
      to: `/es/blog/articulo-${i}/`,
    }));
    const renamed = Array.from({ length: 500 }, (_, i) => ({
      from: `/blog/old-${i}/`,
      to: `/blog/post-${i}/`,
    }));
    const published = new Set(renamed.map((r) => r.from));
    const { lines, pagesOnly } = redirectRules([...posts, ...renamed], published);
    expect(lines).toHaveLength(REDIRECT_LIMITS.static);
    for (const r of renamed) expect(redirectTarget(lines, r.from)).toBe(r.to);
    expect(pagesOnly).toHaveLength(3000 + 500 - REDIRECT_LIMITS.static);
    expect(pagesOnly.every((r) => r.from.startsWith('/es/blog/post-'))).toBe(true);
  });
});
