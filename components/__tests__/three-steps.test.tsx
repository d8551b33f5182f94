import { render, screen, within } from '@testing-library/react';
import { ThreeSteps } from '@/components/sections/three-steps';
import { conditions } from '@/content/conditions';
import { newPatientPage } from '@/content/pages';
import { services } from '@/content/services';
import { steps, stepsVariants } from '@/content/steps';
import { locales } from '@/lib/i18n';

const stepTexts = (variant: (typeof stepsVariants)[number]) => {
  render(<ThreeSteps locale="en" variant={variant} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  return items.map((item) => item.textContent ?? '');
};

describe('ThreeSteps', () => {
  it.each(stepsVariants.map((v) => [v]))('renders the three %s steps in order', (variant) => {
    const texts = stepTexts(variant);
    expect(texts).toHaveLength(3);
    steps.en[variant].forEach((step, i) => {
      expect(texts[i]).toContain(`Step ${i + 1}`);
      expect(texts[i]).toContain(step.title);
      expect(texts[i]).toContain(step.text);
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Getting started');
  });

  it('renders Spanish steps on Spanish pages', () => {
    render(<ThreeSteps locale="es" variant="pregnancy" />);
    expect(screen.getByText(steps.es.pregnancy[1].title)).toBeInTheDocument();
    expect(screen.getAllByText(/^Paso \d$/)).toHaveLength(3);
  });
});

describe('each page gets steps that are true for it', () => {
  const joined = (variant: (typeof stepsVariants)[number], locale: (typeof locales)[number]) =>
    steps[locale][variant].map((s) => `${s.title} ${s.text}`).join(' ');

  it('never offers X-rays on the pregnancy page, whose article rules them out', () => {
    const pregnancy = conditions.find((c) => c.slug === 'pregnancy');
    expect(pregnancy?.steps).toBe('pregnancy');
    expect(joined('pregnancy', 'en')).not.toMatch(/X-rays (when|if) (needed|necessary)/i);
    expect(joined('pregnancy', 'en')).toMatch(/do not take X-rays during pregnancy/);
    expect(joined('pregnancy', 'es')).toMatch(/No tomamos radiografías durante el embarazo/);
  });

  it('promises no chiropractic exam on the acupuncture page', () => {
    expect(services.find((s) => s.slug === 'acupuncture')?.steps).toBe('acupuncture');
    expect(joined('acupuncture', 'en')).not.toMatch(/chiropractic|X-ray/i);
    expect(joined('acupuncture', 'es')).not.toMatch(/quiropráctic|radiograf/i);
  });

  it('keeps X-rays out of the complimentary consultation, as the offer’s fine print says', () => {
    expect(newPatientPage.en.finePrint).toMatch(
      /X-rays.*not part of the complimentary consultation/,
    );
    for (const locale of locales) {
      const consultation = steps[locale].consultation[1].text;
      expect(consultation).toMatch(
        locale === 'en'
          ? /not part of the complimentary consultation/
          : /no forman parte de la consulta de cortesía/,
      );
    }
  });
});
