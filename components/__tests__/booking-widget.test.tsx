import { act, render, screen } from '@testing-library/react';
import { BOOKING_SCRIPT_DELAY_MS, BookingWidget } from '@/components/widgets/booking-widget';

const props = {
  calendar: 'new-patients',
  locale: 'en',
  loadingLabel: 'Loading…',
  unavailableLabel: 'Not available right now',
  fallback: <p>Call us</p>,
};

describe('BookingWidget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds the vendor script after 100 ms and clears everything when the page is left', () => {
    const { unmount } = render(
      <BookingWidget {...props} scriptUrl="https://booking.example/widget.js" />,
    );
    expect(document.querySelector('script[data-booking-widget]')).toBeNull();
    act(() => jest.advanceTimersByTime(BOOKING_SCRIPT_DELAY_MS));
    const script = document.querySelector('script[data-booking-widget]') as HTMLScriptElement;
    expect(script.src).toBe('https://booking.example/widget.js');
    expect(script.dataset.target).toBe('booking-widget');
    expect(screen.getByText('Call us')).toBeInTheDocument();
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByText('Call us')).toBeNull();
    document.getElementById('booking-widget')?.append(document.createElement('form'));
    unmount();
    expect(document.querySelector('script[data-booking-widget]')).toBeNull();
  });

  it('falls back when the script fails or is not configured', () => {
    const { unmount } = render(
      <BookingWidget {...props} scriptUrl="https://booking.example/widget.js" />,
    );
    act(() => jest.advanceTimersByTime(BOOKING_SCRIPT_DELAY_MS));
    act(() => {
      document
        .querySelector<HTMLScriptElement>('script[data-booking-widget]')
        ?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('Call us')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not available right now');
    unmount();
    render(<BookingWidget {...props} scriptUrl="" />);
    expect(screen.getByText('Call us')).toBeInTheDocument();
  });

  it('waits, while the page is prerendered, until the visitor opens it', () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      const { unmount } = render(
        <BookingWidget {...props} scriptUrl="https://booking.example/widget.js" />,
      );
      act(() => jest.advanceTimersByTime(10 * BOOKING_SCRIPT_DELAY_MS));
      expect(document.querySelector('script[data-booking-widget]')).toBeNull();
      Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
      act(() => {
        document.dispatchEvent(new Event('prerenderingchange'));
      });
      expect(document.querySelector('script[data-booking-widget]')).toBeNull();
      act(() => jest.advanceTimersByTime(BOOKING_SCRIPT_DELAY_MS));
      expect(document.querySelector('script[data-booking-widget]')).not.toBeNull();
      unmount();
      expect(document.querySelector('script[data-booking-widget]')).toBeNull();
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });

  it('leaving a prerendered page before it is shown adds nothing later', () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      const { unmount } = render(
        <BookingWidget {...props} scriptUrl="https://booking.example/widget.js" />,
      );
      unmount();
      act(() => {
        document.dispatchEvent(new Event('prerenderingchange'));
      });
      act(() => jest.advanceTimersByTime(10 * BOOKING_SCRIPT_DELAY_MS));
      expect(document.querySelector('script[data-booking-widget]')).toBeNull();
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });
});
