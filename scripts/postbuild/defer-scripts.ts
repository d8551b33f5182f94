import fs from 'node:fs';
import path from 'node:path';

/**
 * Paint before JavaScript. Every exported page is rewritten so that no
 * Next.js script is fetched or run before the first paint: its scripts
 * become inert `type="text/x-deferred"` elements (a browser neither fetches
 * nor runs a script of an unknown type), script preloads are dropped, and
 * one small loader, the same on every page, brings them back to life after
 * the page has loaded and painted. The runtime then loads and hydrates as
 * usual. Scripts marked `data-before-paint` (the 404 page's language
 * picker) and JSON-LD data blocks are left alone.
 */
export const DEFERRED_TYPE = 'text/x-deferred';

/**
 * Runs once the page has loaded and the browser has reported its first
 * paint (or after 5 s, whichever comes first): each deferred script is
 * replaced by a live copy, inline ones run at once, external ones load async
 * as Next.js emitted them. Without paint timing support it waits one frame.
 */
const loaderSource = `(function () {
  var started = false, loaded = document.readyState === 'complete', painted = false;
  function run() {
    if (started) return;
    started = true;
    var list = document.querySelectorAll('script[type="${DEFERRED_TYPE}"]');
    for (var i = 0; i < list.length; i++) {
      var old = list[i], s = document.createElement('script');
      for (var j = 0; j < old.attributes.length; j++) {
        var a = old.attributes[j];
        if (a.name !== 'type' && a.name !== 'data-src') s.setAttribute(a.name, a.value);
      }
      var src = old.getAttribute('data-src');
      if (src) { s.src = src; s.async = true; } else { s.text = old.text; }
      old.parentNode.replaceChild(s, old);
    }
  }
  function maybeRun() { if (loaded && painted) setTimeout(run, 0); }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (entries) {
      if (entries.getEntries().length) { painted = true; observer.disconnect(); maybeRun(); }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(function () { painted = true; maybeRun(); }, 0); });
  }
  if (loaded) maybeRun();
  else addEventListener('load', function () { loaded = true; maybeRun(); }, { once: true });
  setTimeout(run, 5000);
})();`;

/** The loader as inlined in every page: the same bytes everywhere, so one CSP hash. */
export const LOADER = loaderSource.replace(/\n\s*/g, '');

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export function deferScripts(html: string): string {
  if (html.includes(LOADER)) return html;
  const rewritten = html
    // Script preloads would fetch the runtime before the first paint.
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*\/?>/g, '')
    .replace(SCRIPT, (whole, rawAttrs: string, body: string) => {
      const attrs = rawAttrs;
      const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
      if (type === 'application/ld+json' || /\sdata-before-paint/.test(attrs)) return whole;
      // Legacy-browser polyfills: browsers that run modules never fetch them, and React 19 needs those.
      if (/\snomodule/i.test(attrs)) return '';
      const src = /\ssrc="([^"]*)"/.exec(attrs)?.[1];
      const kept = attrs.replace(/\s(?:src|type|async|defer)(?:="[^"]*")?/g, '').trim();
      const extra = kept ? ` ${kept}` : '';
      return src
        ? `<script type="${DEFERRED_TYPE}" data-src="${src}"${extra}></script>`
        : `<script type="${DEFERRED_TYPE}"${extra}>${body}</script>`;
    });
  const loader = `<script data-loader>${LOADER}</script>`;
  return rewritten.includes('</body>')
    ? rewritten.replace('</body>', `${loader}</body>`)
    : `${rewritten}${loader}`;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

/** Rewrites every exported page; alias redirect pages have no scripts and stay as they are. */
export function deferAllScripts(out: string): string {
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('/_next/static/')) continue;
    fs.writeFileSync(file, deferScripts(html));
    pages += 1;
  }
  return `${pages} pages`;
}
