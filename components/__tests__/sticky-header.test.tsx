import { act, render, screen } from '@testing-library/react';
import { MAX_STICKY_SHARE, SHADOW_AFTER, StickyHeader } from '@/components/header/sticky-header';

describe('StickyHeader', () => {
  it('gains its shadow once the page scrolls past 100 px', () => {
    render(<StickyHeader>content</StickyHeader>);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = SHADOW_AFTER + 1;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = SHADOW_AFTER;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  describe('with a measured row', () => {
    let rowHeight = 64;
    const fits: Array<() => void> = [];
    beforeEach(() => {
      rowHeight = 64;
      fits.length = 0;
      window.innerHeight = 800;
      global.ResizeObserver = class {
        constructor(callback: () => void) {
          fits.push(callback);
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      } as unknown as typeof ResizeObserver;
      jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => rowHeight);
      jest.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(() => 40);
    });
    afterEach(() => jest.restoreAllMocks());

    // A ResizeObserver calls back once when it starts observing; so does this stand-in.
    const renderHeader = () => {
      const rendered = render(
        <StickyHeader>
          <div>bars</div>
          <div data-header-row>row</div>
        </StickyHeader>,
      );
      act(() => fits.forEach((fit) => fit()));
      return rendered;
    };

    it('sticks at minus the bars and pads the page by the row, not by a custom property', () => {
      const { unmount } = renderHeader();
      const root = document.documentElement;
      expect(screen.getByRole('banner').style.top).toBe('-40px');
      expect(root.style.getPropertyValue('scroll-padding-top')).toBe('calc(64px + 1.5rem)');
      expect(root.getAttribute('style')).not.toContain('--');
      unmount();
      expect(root.style.getPropertyValue('scroll-padding-top')).toBe('');
    });

    it('writes nothing when a resize changes nothing, and lets a too-tall row scroll away', () => {
      renderHeader();
      const root = document.documentElement;
      const writes = jest.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
      act(() => fits.forEach((fit) => fit()));
      expect(writes).not.toHaveBeenCalled();
      rowHeight = window.innerHeight * MAX_STICKY_SHARE + 1;
      act(() => window.dispatchEvent(new Event('resize')));
      expect(screen.getByRole('banner').style.position).toBe('relative');
      expect(root.style.getPropertyValue('scroll-padding-top')).toBe('calc(0px + 1.5rem)');
    });
  });
});
