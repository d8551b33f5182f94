import { fireEvent, render, screen } from '@testing-library/react';
import { TranslatorButton } from '@/components/widgets/translator-button';

const labels = {
  button: 'More languages',
  loading: 'Loading the translator…',
  failed: 'Could not load.',
};

describe('TranslatorButton', () => {
  afterEach(() => document.querySelectorAll('script').forEach((s) => s.remove()));

  it('loads the translator script only when clicked', () => {
    render(
      <TranslatorButton
        pageLanguage="en"
        scriptUrl="https://translate.example/element.js"
        fallbackHref="https://translate.example/?u=x"
        labels={labels}
      />,
    );
    expect(document.querySelector('script[src^="https://translate.example"]')).toBeNull();
    fireEvent.click(screen.getByText('More languages'));
    const script = document.querySelector(
      'script[src^="https://translate.example"]',
    ) as HTMLScriptElement;
    expect(script.src).toMatch(/\?cb=prairieSpineTranslatorReady$/);
    expect(screen.getByText('Loading the translator…')).toBeInTheDocument();
  });

  it('says so in words when the translator cannot load', () => {
    render(
      <TranslatorButton
        pageLanguage="es"
        scriptUrl="https://translate.example/element.js"
        fallbackHref="#"
        labels={labels}
      />,
    );
    fireEvent.click(screen.getByText('More languages'));
    fireEvent.error(
      document.querySelector('script[src^="https://translate.example"]') as HTMLScriptElement,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Could not load.');
  });
});
