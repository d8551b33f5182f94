import { DEFERRED_TYPE, LOADER, deferScripts, inlinePayload } from './defer-scripts';

const html = `<!doctype html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
<link rel="stylesheet" href="/_next/static/chunks/s.css"/>
<script src="/_next/static/chunks/a.js" async=""></script>
<script src="/_next/static/chunks/poly.js" noModule=""></script>
</head><body><main>Hi</main>
<script type="application/ld+json">{"@type":"Thing"}</script>
<script data-before-paint="">document.documentElement.lang='es'</script>
<script id="_R_">(self.T=self.T||[]).push(1)</script>
</body></html>`;

describe('deferScripts', () => {
  const out = deferScripts(html);

  it('makes every Next.js script inert until the loader runs', () => {
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/a.js"></script>`,
    );
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" id="_R_">(self.T=self.T||[]).push(1)</script>`,
    );
    expect(out).not.toMatch(/<script src=/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).not.toContain('poly.js');
  });

  it('keeps styles, data blocks and before-paint scripts as they are', () => {
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/s.css"/>');
    expect(out).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(out).toContain(
      `<script data-before-paint="">document.documentElement.lang='es'</script>`,
    );
  });

  it('adds the same loader to every page, once', () => {
    expect(out.split(LOADER)).toHaveLength(2);
    expect(deferScripts(out)).toBe(out);
    expect(out.indexOf(LOADER)).toBeGreaterThan(out.indexOf('<main>'));
  });

  it('brings the scripts back after load and the first paint', () => {
    document.body.innerHTML = `<script type="${DEFERRED_TYPE}" data-src="/x.js" id="a"></script><script type="${DEFERRED_TYPE}">window.ran = (window.ran || 0) + 1</script>`;
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    jest.useFakeTimers();
    new Function(LOADER)();
    expect(document.querySelectorAll(`script[type="${DEFERRED_TYPE}"]`)).toHaveLength(2);
    jest.advanceTimersByTime(5000);
    expect(document.querySelectorAll(`script[type="${DEFERRED_TYPE}"]`)).toHaveLength(0);
    const external = document.getElementById('a') as HTMLScriptElement;
    expect(external.src).toMatch(/\/x\.js$/);
    expect(external.async).toBe(true);
    jest.useRealTimers();
  });
});

describe('the payload leaves the HTML', () => {
  const page = `<html><body><main>Hi</main>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\"]\\n"])</script>
<script>self.__next_f.push([1,"1:null\\n"])</script>
</body></html>`;

  it('joins the inline chunks into the text Next.js exports as index.txt', () => {
    expect(inlinePayload(page)).toBe('0:["$","main"]\n1:null\n');
  });

  it('replaces the chunks by one placeholder that names the file', () => {
    const out = deferScripts(page, '/blog/index.txt');
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" data-payload="/blog/index.txt"></script>`,
    );
    expect(out).not.toContain('__next_f.push([1');
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    );
  });

  it('keeps the chunks inline when no file is given', () => {
    expect(deferScripts(page)).toContain('self.__next_f.push([1,');
  });
});
