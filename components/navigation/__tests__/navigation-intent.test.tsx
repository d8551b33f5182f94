import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  FOCUS_DELAY_MS,
  INTENT_DELAY_MS,
  NavigationIntent,
  intentPath,
  routerHref,
} from '@/components/navigation/navigation-intent';
import { INTENT_ATTRIBUTE, PRERENDERED, speculationRules } from '@/lib/speculation';

const prefetch = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
// A router link's page is prefetched by page-prefetch.ts (tested on its own).
jest.mock('@/components/navigation/page-prefetch', () => ({
  ...jest.requireActual('@/components/navigation/page-prefetch'),
  prefetchPage: (path: string) => prefetch(path),
}));

// Plain anchors on purpose (the component reads the DOM): hrefs as values, not literals.
const page = { blog: '/blog/', booking: '/appointment/' };

function links() {
  render(
    <>
      <NavigationIntent />
      <a href={page.blog} data-router="">
        <span>Blog</span>
      </a>
      <a href={page.booking}>Book</a>
      <a href="/documents/intake.pdf">Form</a>
      <a href="https://example.org/">Elsewhere</a>
      <a href="/services/" target="_blank">
        New tab
      </a>
    </>,
  );
}

beforeEach(() => {
  prefetch.mockClear();
  push.mockClear();
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove());
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('intentPath', () => {
  it('names the page a same-tab, same-origin page link leads to, and nothing else', () => {
    links();
    const path = (name: string) => intentPath(screen.getByText(name), window.location);
    expect(path('Blog')).toBe('/blog/');
    expect(path('Book')).toBe('/appointment/');
    expect(path('Form')).toBeNull();
    expect(path('Elsewhere')).toBeNull();
    expect(path('New tab')).toBeNull();
    expect(intentPath(document.body, window.location)).toBeNull();
  });
});

describe('NavigationIntent', () => {
  it('prefetches a router link once the pointer has rested on it, once', () => {
    links();
    const blog = screen.getByText('Blog');
    fireEvent.pointerOver(blog, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(INTENT_DELAY_MS - 10));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(20));
    expect(prefetch).toHaveBeenCalledWith('/blog/');
    fireEvent.focusIn(blog);
    act(() => jest.advanceTimersByTime(FOCUS_DELAY_MS));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('prefetches a link keyboard focus rests on, not the links Tab passes', () => {
    links();
    const blog = screen.getByText('Blog');
    const book = screen.getByText('Book');
    // Tab passes the blog link quickly on its way to the booking link.
    fireEvent.focusIn(blog);
    act(() => jest.advanceTimersByTime(FOCUS_DELAY_MS - 10));
    fireEvent.focusOut(blog, { relatedTarget: book });
    fireEvent.focusIn(book);
    act(() => jest.advanceTimersByTime(FOCUS_DELAY_MS * 2));
    expect(prefetch).not.toHaveBeenCalled();
    const hints = document.head.querySelectorAll('link[rel="prefetch"]');
    expect([...hints].map((l) => l.getAttribute('href'))).toEqual([page.booking]);
    // Focus back on the blog link, resting there.
    fireEvent.focusIn(blog);
    act(() => jest.advanceTimersByTime(FOCUS_DELAY_MS - 10));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(20));
    expect(prefetch).toHaveBeenCalledWith('/blog/');
  });

  it('prefetches at once on a mouse press', () => {
    links();
    fireEvent.pointerDown(screen.getByText('Blog'), { pointerType: 'mouse' });
    expect(prefetch).toHaveBeenCalledWith('/blog/');
  });

  it('forgets a pointer that leaves before the delay', () => {
    links();
    const blog = screen.getByText('Blog');
    fireEvent.pointerOver(blog, { pointerType: 'mouse' });
    fireEvent.pointerOut(blog, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(INTENT_DELAY_MS * 2));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches at once on touch; a plain link gets a document prefetch', () => {
    links();
    fireEvent.touchStart(screen.getByText('Blog'));
    expect(prefetch).toHaveBeenCalledWith('/blog/');
    fireEvent.touchStart(screen.getByText('Book'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    const hints = document.head.querySelectorAll('link[rel="prefetch"]');
    expect([...hints].map((l) => l.getAttribute('href'))).toEqual(['/appointment/']);
    fireEvent.touchStart(screen.getByText('Form'));
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(1);
  });

  it('marks a plain link for the speculation rules where the browser has them', () => {
    const supports = jest.fn((type: string) => type === 'speculationrules');
    Object.defineProperty(HTMLScriptElement, 'supports', { value: supports, configurable: true });
    try {
      links();
      const book = screen.getByText('Book');
      fireEvent.pointerDown(book, { pointerType: 'mouse' });
      expect(book).toHaveAttribute(INTENT_ATTRIBUTE);
      expect(screen.getByText('Blog').closest('a')).not.toHaveAttribute(INTENT_ATTRIBUTE);
      expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
      // The rules the pages' header names prefetch exactly the marked links.
      const rule = speculationRules.prefetch[0];
      expect(book.matches(rule?.where.selector_matches ?? '')).toBe(true);
      expect(rule?.eagerness).toBe('immediate');
      // Of those, the booking page in each language is prerendered.
      const [prerender] = speculationRules.prerender;
      const [selector, pages] = prerender?.where.and ?? [];
      expect(book.matches((selector as { selector_matches: string }).selector_matches)).toBe(true);
      expect((pages as { or: { href_matches: string }[] }).or.map((p) => p.href_matches)).toEqual(
        PRERENDERED,
      );
      expect(PRERENDERED).toContain(book.getAttribute('href'));
    } finally {
      delete (HTMLScriptElement as { supports?: unknown }).supports;
    }
  });
});

describe('following router links', () => {
  /** Clicks an element; true when the browser would follow the link itself. */
  const click = (name: string, init: MouseEventInit = {}) =>
    fireEvent.click(screen.getByText(name), { button: 0, ...init });

  it('hands a plain click on a router link to the router, and no other link', async () => {
    links();
    expect(click('Blog')).toBe(false);
    expect(push).toHaveBeenCalledWith('/blog/');
    for (const name of ['Book', 'Form', 'Elsewhere', 'New tab']) expect(click(name)).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('leaves clicks meant for a new tab or window, or already handled, to the browser', async () => {
    links();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect(click('Blog', init)).toBe(true);
    const blog = screen.getByText('Blog');
    blog.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(blog);
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps the query and fragment, and leaves a jump within the page to the browser', () => {
    const event = (href: string) => {
      const link = document.createElement('a');
      link.href = href;
      link.setAttribute('data-router', '');
      document.body.append(link);
      const e = new MouseEvent('click', { button: 0 });
      Object.defineProperty(e, 'target', { value: link });
      return e;
    };
    expect(routerHref(event('/blog/?page=2#tips'), window.location)).toBe('/blog/?page=2#tips');
    expect(routerHref(event(`${window.location.pathname}#top`), window.location)).toBeNull();
  });
});
