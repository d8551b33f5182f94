import { render, screen } from '@testing-library/react';
import { CopyText } from '@/components/copy-text';
import { Markdown } from '@/components/markdown';

// A link to a heading of the same page stays in the tab, in an article and in page copy.
describe('a link within the page', () => {
  it('opens in the same tab from an article, with no “new tab” label', () => {
    render(
      <Markdown
        source={'## Getting started\n\nSee [the first step](#getting-started).\n'}
        locale="en"
      />,
    );
    const link = screen.getByRole('link', { name: 'the first step' });
    expect(link.getAttribute('href')).toBe('#getting-started');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.querySelector('.sr-only')).toBeNull();
    expect(document.getElementById('getting-started')?.tagName).toBe('H2');
  });

  it('opens in the same tab from page copy', () => {
    render(
      <p>
        <CopyText text="Vea [el horario](#horario)." locale="es" />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'el horario' });
    expect(link.getAttribute('href')).toBe('#horario');
    expect(link.hasAttribute('target')).toBe(false);
  });
});
