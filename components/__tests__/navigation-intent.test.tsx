import { act, fireEvent, render, screen } from '@testing-library/react';
import { INTENT_DELAY_MS, NavigationIntent, intentPath } from '@/components/navigation-intent';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

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
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a pointer that leaves before the delay, and ignores a press', () => {
    links();
    const blog = screen.getByText('Blog');
    fireEvent.pointerDown(blog, { pointerType: 'mouse' });
    fireEvent.pointerOver(blog, { pointerType: 'mouse' });
    fireEvent.pointerOut(blog, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(INTENT_DELAY_MS * 2));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches at once on touch and focus; a plain link gets a document prefetch', () => {
    links();
    fireEvent.touchStart(screen.getByText('Blog'));
    expect(prefetch).toHaveBeenCalledWith('/blog/');
    fireEvent.focusIn(screen.getByText('Book'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    const hints = document.head.querySelectorAll('link[rel="prefetch"]');
    expect([...hints].map((l) => l.getAttribute('href'))).toEqual(['/appointment/']);
    fireEvent.focusIn(screen.getByText('Form'));
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(1);
  });
});
