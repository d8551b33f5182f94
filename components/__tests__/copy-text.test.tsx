import { render, screen } from '@testing-library/react';
import { CopyText } from '@/components/copy-text';
import { copyPlainText } from '@/lib/markdown';

const cited =
  'Spinal manipulation may help some people, [NCCIH](https://www.nccih.nih.gov/health/x) says; see [our FAQ](/services/acupuncture/).';

describe('CopyText', () => {
  it('links a cited source in a new tab, labelled in the page language', () => {
    render(
      <p>
        <CopyText text={cited} locale="es" />
      </p>,
    );
    const source = screen.getByRole('link', { name: /NCCIH/ });
    expect(source.getAttribute('href')).toBe('https://www.nccih.nih.gov/health/x');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(source.querySelector('.sr-only')?.textContent?.trim().length).toBeGreaterThan(0);
  });

  it('sends a site path to the page in the visitor language', () => {
    render(
      <p>
        <CopyText text={cited} locale="es" />
      </p>,
    );
    const internal = screen.getByRole('link', { name: 'our FAQ' });
    expect(internal.getAttribute('href')).toMatch(/^\/es\//);
    expect(internal.hasAttribute('target')).toBe(false);
  });

  it('leaves copy without Markdown exactly as written', () => {
    const plain = 'Quotes "as typed" -- and dots...';
    const { container } = render(
      <p>
        <CopyText text={plain} locale="en" />
      </p>,
    );
    expect(container.textContent).toBe(plain);
  });

  it('gives structured data the words of a link, not its Markdown', () => {
    expect(copyPlainText(cited)).toBe(
      'Spinal manipulation may help some people, NCCIH says; see our FAQ.',
    );
  });
});
