import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MobileMenu } from '@/components/header/mobile-menu';

type Listener = (e: { matches: boolean }) => void;
let listeners: Listener[] = [];
let wide = false;

beforeEach(() => {
  listeners = [];
  wide = false;
  window.matchMedia = jest.fn().mockImplementation(() => ({
    get matches() {
      return wide;
    },
    addEventListener: (_: string, l: Listener) => listeners.push(l),
    removeEventListener: jest.fn(),
  }));
});

function Menu() {
  return (
    <MobileMenu summary="Menu">
      <div data-menu-backdrop data-testid="backdrop" />
      <nav>
        <a href="#home">Home</a>
        <a href="#blog">Blog</a>
      </nav>
    </MobileMenu>
  );
}

const menu = () => document.querySelector('details[data-mobile-menu]') as HTMLDetailsElement;
const open = () => {
  menu().open = true;
  fireEvent(menu(), new Event('toggle'));
};

describe('MobileMenu', () => {
  it('locks page scrolling while open', () => {
    render(<Menu />);
    open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    menu().open = false;
    fireEvent(menu(), new Event('toggle'));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('makes the page behind it inert while open, after the panel has painted', async () => {
    render(
      <>
        <main data-testid="page">Page</main>
        <Menu />
      </>,
    );
    open();
    // Not in the tap's own task: restyling the whole page would hold up the panel's paint.
    expect(screen.getByTestId('page')).not.toHaveAttribute('inert');
    await waitFor(() => expect(screen.getByTestId('page')).toHaveAttribute('inert'));
    expect(menu()).not.toHaveAttribute('inert');
    expect(menu().closest('[inert]')).toBeNull();
    menu().open = false;
    fireEvent(menu(), new Event('toggle'));
    await waitFor(() => expect(screen.getByTestId('page')).not.toHaveAttribute('inert'));
  });

  it('closes on Escape, on a link and on the backdrop', () => {
    render(<Menu />);
    open();
    fireEvent.keyDown(screen.getByText('Home'), { key: 'Escape' });
    expect(menu().open).toBe(false);
    open();
    fireEvent.click(screen.getByText('Blog'));
    expect(menu().open).toBe(false);
    open();
    fireEvent.click(screen.getByTestId('backdrop'));
    expect(menu().open).toBe(false);
  });

  it('is forced closed when the window grows to the desktop width', () => {
    render(<Menu />);
    open();
    wide = true;
    listeners.forEach((l) => l({ matches: true }));
    expect(menu().open).toBe(false);
  });
});
