import { act, render, screen } from '@testing-library/react';
import { SHADOW_AFTER, StickyHeader } from '@/components/header/sticky-header';

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
});
