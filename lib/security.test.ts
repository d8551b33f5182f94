import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteLink } from '@/components/ui/site-link';
import { clinic } from '@/lib/content/clinic';
import { locales } from '@/lib/i18n';
import { localizePath, routes } from '@/lib/routes';
import { inlineScripts, metaPolicy, sha256, sitePolicy } from '@/lib/security';
import { widgetPages } from '@/lib/widgets';
import { EDITOR_PATH, editorPolicy } from '@/lib/cms/config';
import {
  CLOUDFLARE_LIMITS,
  formatHeaders,
  headerRules,
  nginxConf,
} from '@/scripts/postbuild/headers';

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

  it('lets every page reach every frame, since a client-side navigation keeps the first page’s policy', () => {
    const csp = sitePolicy([]);
    for (const url of [
      clinic().vendors.contactForm,
      clinic().vendors.leadForm,
      clinic().vendors.newPatientForm,
      clinic().vendors.reviewsFrame,
      clinic().vendors.mapEmbed,
      'https://www.youtube-nocookie.com/embed/',
    ]) {
      expect(directive(csp, 'frame-src')).toContain(origin(url));
      expect(directive(csp, 'connect-src')).toContain(origin(url));
    }
    expect(directive(csp, 'frame-src')).not.toContain(origin(clinic().vendors.bookingScript));
  });

  it('allows scripts by their exact URLs or folders, never a whole host', () => {
    for (const page of [undefined, ...widgetPages()]) {
      const hosts = directive(sitePolicy([], page), 'script-src')
        .split(' ')
        .filter((s) => s.startsWith('https:'));
      expect(hosts.length).toBeGreaterThan(0);
      for (const source of hosts) expect(new URL(source).pathname).not.toBe('/');
    }
    // The footer's translator runs behind a click on every page.
    expect(directive(sitePolicy([]), 'script-src')).toContain(clinic().vendors.translatorScript);
  });

  it('allows the booking script on the booking page only, which every link opens by a full page load', () => {
    const booking = clinic().vendors.bookingScript;
    expect(widgetPages()).toContain(routes.appointment);
    expect(directive(sitePolicy([]), 'script-src')).not.toContain(origin(booking));
    expect(directive(sitePolicy([], routes.appointment), 'script-src')).toContain(booking);
    for (const page of widgetPages())
      for (const locale of locales) {
        const html = renderToStaticMarkup(createElement(SiteLink, { href: page, locale }, 'x'));
        expect(html).toContain(`href="${localizePath(page, locale)}"`);
        expect(html).not.toContain('data-router');
      }
    const other = renderToStaticMarkup(
      createElement(SiteLink, { href: routes.team, locale: 'en' }),
    );
    expect(other).toContain('data-router');
  });
});

describe('_headers', () => {
  // As many distinct inline scripts as ten page templates could bring.
  const scripts = Array.from({ length: 10 }, (_, i) => `script${i}()`);
  const pages = widgetPages().flatMap((page) =>
    locales.map((l) => ({ path: localizePath(page, l), csp: sitePolicy(scripts, page) })),
  );
  const rules = headerRules(sitePolicy(scripts), pages);
  const text = formatHeaders(rules);

  it('stays within Cloudflare Pages’ limits of rules and line length', () => {
    expect(text.split('\n').filter((l) => /^\S/.test(l)).length).toBeLessThanOrEqual(
      CLOUDFLARE_LIMITS.rules,
    );
    for (const line of text.split('\n')) {
      expect(line.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.lineLength);
    }
  });

  it('never lets a host join two values of a header: a rule that sets one again detaches it first', () => {
    const everywhere = new Set(rules[0]?.headers.map(([name]) => name));
    expect(rules[0]?.path).toBe('/*');
    for (const rule of rules.slice(1)) {
      const names = rule.headers.map(([name]) => name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names.filter((n) => everywhere.has(n)))
        expect(`${rule.path} ${name}: ${rule.detach?.includes(name)}`).toBe(
          `${rule.path} ${name}: true`,
        );
    }
    // Cache-Control is never on the catch-all rule, which every other rule's path also matches.
    expect(everywhere.has('Cache-Control')).toBe(false);
    for (const page of pages)
      expect(text).toContain(
        `${page.path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${page.csp}\n`,
      );
  });
});

describe('the pages’ payloads', () => {
  it('carry X-Robots-Tag: noindex on every host, and only they', () => {
    const rule = headerRules(sitePolicy([])).find((r) => r.path === '/*.txt');
    expect(rule?.headers).toEqual([['X-Robots-Tag', 'noindex']]);
    const conf = nginxConf(sitePolicy([]), []);
    expect(conf).toContain(
      'map $uri $prairie_spine_robots {\n    ~\\.txt$ "noindex";\n    default "";\n}',
    );
    expect(conf).toContain('add_header X-Robots-Tag $prairie_spine_robots always;');
  });
});

describe('the content editor (/admin/)', () => {
  const rules = headerRules(sitePolicy([]));
  const editor = rules.find((r) => r.path === `${EDITOR_PATH}*`);

  it('has policies of its own, detached from the site policies, and is never indexed or cached', () => {
    expect(editor?.detach).toEqual(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);
    expect(Object.fromEntries(editor?.headers ?? [])).toEqual({
      'Content-Security-Policy': editorPolicy(),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': 'no-cache',
    });
  });

  it('allows only the git host and the sign-in service, never eval or a local address', () => {
    const policy = editorPolicy({
      CMS_BACKEND: 'github',
      CMS_AUTH_URL: 'https://auth.example.org',
    });
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(policy).toContain(
      "connect-src 'self' blob: data: https://api.github.com https://avatars.githubusercontent.com https://auth.example.org",
    );
    expect(editorPolicy({})).toContain('https://api.netlify.com');
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1|http:|'unsafe-eval'/);
    expect(policy).toContain("frame-ancestors 'none'");
    // The public pages never allow eval.
    expect(sitePolicy(['x()'])).not.toContain("'unsafe-eval'");
  });

  it('nginx serves it with the same headers, its opener policy replacing the site one', () => {
    const conf = nginxConf(sitePolicy([]), []);
    const start = conf.indexOf(`location ${EDITOR_PATH} {`);
    const block = conf.slice(start, conf.indexOf('    }', start));
    expect(block).toContain(`add_header Content-Security-Policy "${editorPolicy()}" always;`);
    expect(block).toContain(
      'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
    );
    expect(block).not.toContain('Cross-Origin-Opener-Policy "same-origin"');
    expect(block).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(block).toContain('add_header X-Frame-Options "DENY" always;');
  });
});

describe('metaPolicy', () => {
  it('drops what a <meta> policy cannot carry', () => {
    expect(metaPolicy("default-src 'self'; frame-ancestors 'none'; object-src 'none'")).toBe(
      "default-src 'self'; object-src 'none'",
    );
  });
});
