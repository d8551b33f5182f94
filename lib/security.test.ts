import { clinic } from '@/content/clinic';
import { inlineScripts, metaPolicy, pagePolicy, sha256, vendorsOf } from '@/lib/security';

const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('inlineScripts', () => {
  it('collects executable and deferred inline scripts but not data blocks or external scripts', () => {
    const html = page(
      '<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script>' +
        '<script type="text/x-deferred">b()</script><script type="text/x-deferred" data-src="/y.js"></script>',
    );
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });
});

describe('pagePolicy', () => {
  it('allows each inline script by its hash, never unsafe-inline or unsafe-eval', () => {
    const { csp } = pagePolicy(page('<script>self.__next_f=[]</script>'));
    const scripts = directive(csp, 'script-src');
    expect(scripts).toContain(sha256('self.__next_f=[]'));
    expect(scripts).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('allows a vendor only on the pages that refer to it', () => {
    const plain = pagePolicy(page('<p>Hello</p>'));
    expect(directive(plain.csp, 'frame-src')).toBe("frame-src 'none'");
    expect(plain.vendors).toEqual([]);

    const contact = pagePolicy(
      page(
        `<div data-src="${clinic.vendors.contactForm}"></div><div>${clinic.vendors.mapEmbed}</div>`,
      ),
    );
    expect(directive(contact.csp, 'frame-src')).toBe(
      `frame-src ${new URL(clinic.vendors.contactForm).origin} ${new URL(clinic.vendors.mapEmbed).origin}`,
    );
    expect(directive(contact.csp, 'connect-src')).toContain(
      new URL(clinic.vendors.contactForm).origin,
    );
    expect(directive(contact.csp, 'script-src')).not.toContain(
      new URL(clinic.vendors.bookingScript).origin,
    );

    const booking = pagePolicy(
      page(`<script type="text/x-deferred">x("${clinic.vendors.bookingScript}")</script>`),
    );
    expect(directive(booking.csp, 'script-src')).toContain(
      new URL(clinic.vendors.bookingScript).origin,
    );
    expect(booking.vendors).toEqual(['bookingScript']);
  });

  it('adds the translator’s own origins only where the translator is', () => {
    const withTranslator = pagePolicy(page(`<a data-x="${clinic.vendors.translatorScript}"></a>`));
    expect(directive(withTranslator.csp, 'script-src')).toContain(
      'https://translate.googleapis.com',
    );
    expect(directive(withTranslator.csp, 'style-src')).toContain('https://www.gstatic.com');
    expect(directive(pagePolicy(page('')).csp, 'style-src')).not.toContain('gstatic');
  });

  it('finds the YouTube player by its privacy-enhanced address', () => {
    expect(
      vendorsOf(page('"https://www.youtube-nocookie.com/embed/abc?autoplay=1"')).map((v) => v.name),
    ).toEqual(['youtube']);
  });
});

describe('metaPolicy', () => {
  it('drops what a <meta> policy cannot carry', () => {
    expect(metaPolicy("default-src 'self'; frame-ancestors 'none'; object-src 'none'")).toBe(
      "default-src 'self'; object-src 'none'",
    );
  });
});

describe('pagePolicy with the payload in its own file', () => {
  it('finds the vendors a page uses in its payload text', () => {
    const html = page(
      '<script type="text/x-deferred" data-payload="/appointment/index.txt"></script>',
    );
    const payload = `7:["$","div",null,{"scriptUrl":"${clinic.vendors.bookingScript}"}]`;
    expect(pagePolicy(html, payload).vendors).toEqual(['bookingScript']);
    expect(pagePolicy(html).vendors).toEqual([]);
  });
});
