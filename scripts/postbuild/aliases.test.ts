import { netlifyRedirects, redirectLines } from './aliases';

describe('Netlify’s _redirects', () => {
  const text = `${redirectLines([{ from: '/es/contact/', to: '/es/contacto/' }]).join('\n')}\n`;

  it('forces every rule of the file Cloudflare Pages reads, and nothing else changes', () => {
    expect(text).toBe('/es/contact/ /es/contacto/ 301\n/es/contact /es/contacto/ 301\n');
    expect(netlifyRedirects(text)).toBe(
      '/es/contact/ /es/contacto/ 301!\n/es/contact /es/contacto/ 301!\n',
    );
  });

  it('changes nothing when run twice', () => {
    expect(netlifyRedirects(netlifyRedirects(text))).toBe(netlifyRedirects(text));
  });

  it('refuses a rule it does not know how to force', () => {
    expect(() => netlifyRedirects('/es/* /es/404.html 404\n')).toThrow(/unexpected/);
  });
});
