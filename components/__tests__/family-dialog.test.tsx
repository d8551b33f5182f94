import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FamilyDialog } from '@/components/widgets/family-dialog';

beforeAll(() => {
  // jsdom has <dialog> without its modal behaviour.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('FamilyDialog', () => {
  const renderDialog = () =>
    render(
      <FamilyDialog
        id="family"
        buttonLabel="Our Chiropractic Family"
        closeLabel="Close"
        title="A family of chiropractors"
      >
        <a href="/cv.pdf">CV</a>
      </FamilyDialog>,
    );

  it('opens as a modal, locks scrolling and returns focus on close', () => {
    renderDialog();
    const button = screen.getByRole('button', { name: 'Our Chiropractic Family' });
    fireEvent.click(button);
    const dialog = screen.getByTestId('family-dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('is a link to its own section without JavaScript, a button with it', () => {
    const html = renderToString(
      <FamilyDialog id="family" buttonLabel="Our Chiropractic Family" closeLabel="Close" title="T">
        <p>Family</p>
      </FamilyDialog>,
    );
    expect(html).toContain('<a href="#family"');
    renderDialog();
    const button = screen.getByRole('button', { name: 'Our Chiropractic Family' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByTestId('family-dialog')).toHaveAttribute('id', 'family');
  });

  it('closes on a click on the backdrop but not inside', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Our Chiropractic Family' }));
    const dialog = screen.getByTestId('family-dialog') as HTMLDialogElement;
    fireEvent.click(screen.getByText('A family of chiropractors'));
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
  });
});
