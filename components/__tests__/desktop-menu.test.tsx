import { act, fireEvent, render, screen } from '@testing-library/react';
import { CLOSE_DELAY_MS, DesktopMenu } from '@/components/header/desktop-menu';

function Menu() {
  return (
    <DesktopMenu label="Main">
      <details data-dropdown data-testid="services">
        <summary>Services</summary>
        <a href="#services">All services</a>
      </details>
      <details data-dropdown data-testid="about">
        <summary>About</summary>
        <a href="#about">About us</a>
      </details>
    </DesktopMenu>
  );
}

const hover = (el: Element, type: 'pointerOver' | 'pointerOut', related?: Element | null) =>
  fireEvent[type](el, { pointerType: 'mouse', relatedTarget: related ?? null });

describe('DesktopMenu', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a dropdown on hover and closes it 150 ms after the pointer leaves', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    hover(screen.getByText('Services'), 'pointerOver');
    expect(services.open).toBe(true);
    hover(screen.getByText('Services'), 'pointerOut', document.body);
    act(() => jest.advanceTimersByTime(CLOSE_DELAY_MS - 10));
    expect(services.open).toBe(true);
    act(() => jest.advanceTimersByTime(20));
    expect(services.open).toBe(false);
  });

  it('keeps the dropdown open when the pointer comes back in time', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    hover(screen.getByText('Services'), 'pointerOver');
    hover(screen.getByText('Services'), 'pointerOut', document.body);
    act(() => jest.advanceTimersByTime(100));
    hover(screen.getByText('All services'), 'pointerOver');
    act(() => jest.advanceTimersByTime(500));
    expect(services.open).toBe(true);
  });

  it('opens one dropdown at a time and ignores touch hovers', () => {
    render(<Menu />);
    hover(screen.getByText('Services'), 'pointerOver');
    hover(screen.getByText('About'), 'pointerOver');
    expect((screen.getByTestId('services') as HTMLDetailsElement).open).toBe(false);
    expect((screen.getByTestId('about') as HTMLDetailsElement).open).toBe(true);
    fireEvent.pointerOver(screen.getByText('Services'), { pointerType: 'touch' });
    expect((screen.getByTestId('services') as HTMLDetailsElement).open).toBe(false);
  });

  it('closes on Escape and returns focus to the summary', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    services.open = true;
    fireEvent.keyDown(screen.getByText('All services'), { key: 'Escape' });
    expect(services.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('Services'));
  });

  it('closes a dropdown opened by hover on Escape, wherever focus is', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    hover(screen.getByText('Services'), 'pointerOver');
    expect(services.open).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(services.open).toBe(false);
    // Focus was outside the menu: it stays where it was.
    expect(document.activeElement).toBe(document.body);
  });

  it('closes the previous dropdown when focus moves to another entry', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    fireEvent.click(screen.getByText('Services'));
    expect(services.open).toBe(true);
    screen.getByText('All services').focus();
    expect(services.open).toBe(true);
    screen.getByText('About').focus();
    expect(services.open).toBe(false);
  });

  it('closes when the visitor clicks elsewhere or picks a link', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    services.open = true;
    fireEvent.pointerDown(document.body);
    expect(services.open).toBe(false);
    services.open = true;
    fireEvent.click(screen.getByText('All services'));
    expect(services.open).toBe(false);
  });

  it('keeps a dropdown opened by hover open when it is then clicked, and a second click closes it', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    const summary = screen.getByText('Services');
    hover(summary, 'pointerOver');
    expect(services.open).toBe(true);
    fireEvent.click(summary);
    expect(services.open).toBe(true);
    // Opened by a click, it no longer closes when the pointer leaves.
    hover(summary, 'pointerOut', document.body);
    act(() => jest.advanceTimersByTime(CLOSE_DELAY_MS * 3));
    expect(services.open).toBe(true);
    hover(summary, 'pointerOver');
    fireEvent.click(summary);
    expect(services.open).toBe(false);
  });

  it('toggles on click or tap without hover, one dropdown at a time', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    const about = screen.getByTestId('about') as HTMLDetailsElement;
    fireEvent.click(screen.getByText('Services'));
    expect(services.open).toBe(true);
    fireEvent.click(screen.getByText('About'));
    expect(services.open).toBe(false);
    expect(about.open).toBe(true);
    fireEvent.click(screen.getByText('About'));
    expect(about.open).toBe(false);
  });

  it('replaces the native toggle so the two never fight', () => {
    render(<Menu />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByText('Services').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('after Escape, a click opens the dropdown again', () => {
    render(<Menu />);
    const services = screen.getByTestId('services') as HTMLDetailsElement;
    fireEvent.click(screen.getByText('Services'));
    fireEvent.keyDown(screen.getByText('All services'), { key: 'Escape' });
    expect(services.open).toBe(false);
    fireEvent.click(screen.getByText('Services'));
    expect(services.open).toBe(true);
  });
});
