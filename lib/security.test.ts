import { clinic } from '@/lib/content/clinic';
import { inlineScripts, metaPolicy, sha256, sitePolicy } from '@/lib/security';
import { CLOUDFLARE_LIMITS, formatHeaders, headerRules } from '@/scripts/postbuild/headers';

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

describe('sitePolicy', () => {
  const origin = (url: string) => new URL(url).origin;

  it('allows each inline script by its hash, never unsafe-inline or unsafe-eval', () => {
    const csp = sitePolicy(['self.__next_f=[]', 'a()', 'a()']);
    const scripts = directive(csp, 'script-src');
    expect(scripts).toContain(sha256('self.__next_f=[]'));
    expect(scripts.split(sha256('a()')).length).toBe(2);
    expect(scripts).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lets every page compile the search index's WebAssembly, and nothing broader", () => {
    const scripts = directive(sitePolicy([]), 'script-src').split(' ');
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.filter((s) => s.includes('eval'))).toEqual(["'wasm-unsafe-eval'"]);
  });

  it('allows no inline script but by its hash', () => {
    const scripts = directive(sitePolicy(['a()']), 'script-src').split(' ');
    expect(scripts.filter((s) => s.includes('inline'))).toEqual([]);
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
  });

  it('is the same policy whatever order the pages are read in', () => {
    expect(sitePolicy(['b()', 'a()'])).toBe(sitePolicy(['a()', 'b()']));
  });

  it('lets every page reach every vendor, since a client-side navigation keeps the first page’s policy', () => {
    const csp = sitePolicy([]);
    for (const url of [
      clinic.vendors.contactForm,
      clinic.vendors.leadForm,
      clinic.vendors.newPatientForm,
      clinic.vendors.reviewsFrame,
      clinic.vendors.mapEmbed,
      'https://www.youtube-nocookie.com/embed/',
    ]) {
      expect(directive(csp, 'frame-src')).toContain(origin(url));
      expect(directive(csp, 'connect-src')).toContain(origin(url));
    }
    expect(directive(csp, 'script-src')).toContain(origin(clinic.vendors.bookingScript));
    expect(directive(csp, 'script-src')).toContain('https://translate.googleapis.com');
    expect(directive(csp, 'style-src')).toContain('https://www.gstatic.com');
    expect(directive(csp, 'frame-src')).not.toContain(origin(clinic.vendors.bookingScript));
  });
});

describe('_headers', () => {
  // As many distinct inline scripts as ten page templates could bring.
  const csp = sitePolicy(Array.from({ length: 10 }, (_, i) => `script${i}()`));
  const text = formatHeaders(headerRules(csp));
  const rules = text.split('\n').filter((l) => /^\S/.test(l));

  it('stays within Cloudflare Pages’ limits of rules and line length', () => {
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.rules);
    for (const line of text.split('\n')) {
      expect(line.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.lineLength);
    }
  });

  it('sets each header once per path, so no host joins two values with a comma', () => {
    const seen = new Map<string, number>();
    for (const rule of headerRules(csp)) {
      for (const [name] of rule.headers) {
        const key = `${rule.path} ${name}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    // Cache-Control is never on the catch-all rule, which every other rule's path also matches.
    expect(headerRules(csp)[0]?.headers.map(([name]) => name)).not.toContain('Cache-Control');
  });
});

describe('metaPolicy', () => {
  it('drops what a <meta> policy cannot carry', () => {
    expect(metaPolicy("default-src 'self'; frame-ancestors 'none'; object-src 'none'")).toBe(
      "default-src 'self'; object-src 'none'",
    );
  });
});
