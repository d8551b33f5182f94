import { renderToString } from 'react-dom/server';
import { FamilyDialog } from '@/components/widgets/family-dialog';

/**
 * The dialog is HTML the browser runs by itself (e2e/early-taps.spec.ts and
 * e2e/practice-pages.spec.ts open it in Chromium, before and after
 * hydration); here, the markup that makes it so.
 */
describe('FamilyDialog', () => {
  const html = () => {
    document.body.innerHTML = renderToString(
      <FamilyDialog
        id="family"
        buttonLabel="Our Chiropractic Family"
        closeLabel="Close"
        title="A family of chiropractors"
      >
        <a href="/cv.pdf">CV</a>
      </FamilyDialog>,
    );
    return document.body;
  };

  it('opens as a modal from a button that invokes it, with no script', () => {
    const button = html().querySelector('[data-testid="family-button"]') as HTMLElement;
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('commandfor', 'family');
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button.className).toMatch(/noscript:hidden/);
  });

  it('closes from its own invoker and on a click outside', () => {
    const dialog = html().querySelector('dialog') as HTMLDialogElement;
    expect(dialog).toHaveAttribute('id', 'family');
    expect(dialog).toHaveAttribute('closedby', 'any');
    const close = Array.from(dialog.querySelectorAll('button')).find((b) =>
      b.textContent?.includes('Close'),
    );
    expect(close).toHaveAttribute('commandfor', 'family');
    expect(close).toHaveAttribute('command', 'close');
  });

  it('is a link to its own section without JavaScript', () => {
    const link = html().querySelector('a[href="#family"]') as HTMLElement;
    expect(link).toHaveTextContent('Our Chiropractic Family');
    expect(link.className).toMatch(/(^| )hidden( |$)/);
    expect(link.className).toMatch(/noscript:inline-flex/);
  });
});
