import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TranslatorButton } from '@/components/widgets/translator-button';
import { siteUrl } from '@/lib/site';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const labels = {
  button: 'More languages',
  loading: 'Loading the translator…',
  failed: 'Could not load. Call us:',
  retry: 'Try again',
};
const phone = { href: 'tel:+19135550142', display: '(913) 555-0142' };

describe('TranslatorButton', () => {
  afterEach(() => document.querySelectorAll('script').forEach((s) => s.remove()));

  it('loads the translator script only when clicked', () => {
    render(
      <TranslatorButton
        pageLanguage="en"
        scriptUrl="https://translate.example/element.js"
        fallbackPrefix="https://translate.example/?u="
        labels={labels}
        phone={phone}
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
        fallbackPrefix="#"
        labels={labels}
        phone={phone}
      />,
    );
    fireEvent.click(screen.getByText('More languages'));
    fireEvent.error(
      document.querySelector('script[src^="https://translate.example"]') as HTMLScriptElement,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Could not load. Call us: (913) 555-0142');
    expect(screen.getByRole('link', { name: '(913) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+19135550142',
    );
  });

  it('tries again with a fresh script when asked', () => {
    render(
      <TranslatorButton
        pageLanguage="en"
        scriptUrl="https://translate.example/element.js"
        fallbackPrefix="#"
        labels={labels}
        phone={phone}
      />,
    );
    fireEvent.click(screen.getByText('More languages'));
    const first = document.querySelector('script[src^="https://translate.example"]');
    fireEvent.error(first as HTMLScriptElement);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const scripts = document.querySelectorAll('script[src^="https://translate.example"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toBe(first);
    expect(screen.getByText('Loading the translator…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('without JavaScript, links the page shown in the translator site', () => {
    pathname = '/es/servicios/acupuntura/';
    const html = renderToString(
      <TranslatorButton
        pageLanguage="es"
        scriptUrl="https://translate.example/element.js"
        fallbackPrefix="https://translate.example/?sl=es&u="
        labels={labels}
        phone={phone}
      />,
    );
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('a');
    expect(link?.textContent).toBe('More languages');
    expect(link?.getAttribute('href')).toBe(
      `https://translate.example/?sl=es&u=${encodeURIComponent(`${siteUrl}/es/servicios/acupuntura/`)}`,
    );
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('moves focus to the phone number when the translator cannot load', () => {
    render(
      <TranslatorButton
        pageLanguage="en"
        scriptUrl="https://translate.example/element.js"
        fallbackPrefix="#"
        labels={labels}
        phone={phone}
      />,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'More languages' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the translator…');
    fireEvent.error(
      document.querySelector('script[src^="https://translate.example"]') as HTMLScriptElement,
    );
    expect(screen.getByRole('link', { name: '(913) 555-0142' })).toHaveFocus();
  });
});
