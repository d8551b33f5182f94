import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from '@/components/sections/accordion';

const items = [
  { title: 'First question', content: 'First answer.\n\nSecond paragraph.' },
  { title: 'Second question', content: 'Second answer.' },
  { title: 'Third question', content: 'Third answer.' },
];

const details = (container: HTMLElement) => Array.from(container.querySelectorAll('details'));

describe('Accordion', () => {
  it('opens the first item by default and groups items under one name', () => {
    const { container } = render(<Accordion name="faq" locale="en" items={items} />);
    const all = details(container);
    expect(all).toHaveLength(3);
    expect(all.map((d) => d.open)).toEqual([true, false, false]);
    expect(new Set(all.map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']));
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
  });

  it('starts fully collapsed when asked', () => {
    const { container } = render(
      <Accordion name="causes" locale="en" items={items} defaultOpen={null} />,
    );
    expect(details(container).some((d) => d.open)).toBe(false);
  });

  it('closes the open item when its summary is clicked', () => {
    const { container } = render(<Accordion name="faq" locale="en" items={items} />);
    fireEvent.click(screen.getByText('First question'));
    expect(details(container)[0]?.open).toBe(false);
  });

  it('caps an open panel at 500 px', () => {
    const { container } = render(<Accordion name="faq" locale="en" items={items} />);
    for (const panel of container.querySelectorAll('[data-accordion-panel]')) {
      expect(panel.className).toContain('max-h-[500px]');
    }
  });
});
