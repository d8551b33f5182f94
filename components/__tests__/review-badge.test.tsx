import { render, screen } from '@testing-library/react';
import { ReviewBadge } from '@/components/ui/review-badge';
import { locales } from '@/lib/i18n';

/**
 * WCAG 2.5.3 (label in name): a person who says what they see ("5.0 · 380+
 * Reviews") can follow the badge, because its accessible name starts with
 * those words. An aria-label of other words ("380+ reviews, rated 5.0 out of
 * 5") once replaced them.
 */
describe.each(locales)('the review badge (%s)', (locale) => {
  test('its accessible name starts with the words it shows', () => {
    render(<ReviewBadge locale={locale} />);
    const link = screen.getByTestId('review-badge');
    const hidden = [...link.querySelectorAll('.sr-only, [aria-hidden="true"]')];
    const shown = hidden
      .reduce((text, el) => text.replace(el.textContent ?? '', ''), link.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    expect(shown).toMatch(/\w/);
    expect(link).not.toHaveAttribute('aria-label');
    // Testing Library computes each link's accessible name: the one starting with those words.
    const escaped = shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(screen.getByRole('link', { name: new RegExp(`^${escaped}`) })).toBe(link);
  });
});
