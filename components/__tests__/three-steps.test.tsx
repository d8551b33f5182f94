import { render, screen, within } from '@testing-library/react';
import { ThreeSteps } from '@/components/sections/three-steps';
import { steps } from '@/lib/content/pages';
import { stepsVariants } from '@/lib/content/schemas';

const stepTexts = (variant: (typeof stepsVariants)[number]) => {
  render(<ThreeSteps locale="en" variant={variant} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  return items.map((item) => item.textContent ?? '');
};

describe('ThreeSteps', () => {
  it.each(stepsVariants.map((v) => [v]))('renders the three %s steps in order', (variant) => {
    const texts = stepTexts(variant);
    expect(texts).toHaveLength(3);
    steps().en[variant].forEach((step, i) => {
      expect(texts[i]).toContain(`Step ${i + 1}`);
      expect(texts[i]).toContain(step.title);
      expect(texts[i]).toContain(step.text);
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Getting Started Is Simple',
    );
  });

  it('renders Spanish steps on Spanish pages', () => {
    render(<ThreeSteps locale="es" variant="pregnancy" />);
    expect(screen.getByText(steps().es.pregnancy[1]?.title ?? '')).toBeInTheDocument();
    expect(screen.getAllByText(/^Paso \d$/)).toHaveLength(3);
  });
});
