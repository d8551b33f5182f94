import { render, screen } from '@testing-library/react';
import { ClosureDates } from '@/components/closure-dates';
import { ClosureBanner, ClosureList } from '@/components/closure-notice';
import type { Closure } from '@/lib/content/closures';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const closures: Closure[] = [
  {
    id: 'thanksgiving',
    start: '2026-11-26',
    end: '2026-11-26',
    note: { en: 'Closed for Thanksgiving.', es: 'Cerrado por Acción de Gracias.' },
  },
  {
    id: 'christmas-eve',
    start: '2026-12-24',
    end: '2026-12-24',
    hours: { opens: '09:00', closes: '12:00' },
    note: { en: 'Open the morning only.', es: 'Abierto solo por la mañana.' },
  },
];

const item = (text: string) => screen.getByText(text).closest('li');

describe('the closures beside an hours table', () => {
  it('shows, in the language of the page, only the closures within their notice days', () => {
    render(<ClosureList locale="es" closures={closures} today="2026-11-20" />);
    expect(item('Cerrado por Acción de Gracias.')).not.toHaveAttribute('hidden');
    expect(item('Cerrado por Acción de Gracias.')).toHaveTextContent(
      /Jueves, 26 de noviembre: Cerrado/,
    );
    expect(item('Abierto solo por la mañana.')).toHaveAttribute('hidden');
  });

  it('gives special hours in place of "closed"', () => {
    render(<ClosureList locale="en" closures={closures} today="2026-12-20" />);
    expect(item('Open the morning only.')).toHaveTextContent(
      /Thursday, December 24: 9:00\s?AM – 12:00\s?PM\./,
    );
    expect(item('Open the morning only.')).not.toHaveAttribute('hidden');
    expect(item('Closed for Thanksgiving.')).toHaveAttribute('hidden');
  });

  it('renders nothing without a coming closure', () => {
    const { container } = render(<ClosureList locale="en" closures={[]} today="2026-11-20" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a closure read days after the build', () => {
  afterEach(() => jest.useRealTimers());

  it('appears and disappears on the visitor’s own day in the clinic’s time zone', () => {
    // Built on November 1: Thanksgiving is not yet shown. Read on November 20 at 9 AM in Lenexa.
    render(<ClosureBanner locale="en" closures={closures} today="2026-11-01" />);
    const banner = () => screen.getByText(/Closed for Thanksgiving/);
    expect(banner()).toHaveAttribute('hidden');
    jest.useFakeTimers({ now: new Date('2026-11-20T15:00:00Z') });
    render(<ClosureDates timeZone="America/Chicago" />);
    expect(banner()).not.toHaveAttribute('hidden');
    // Late on Thanksgiving in Lenexa it is already November 27 in UTC: still shown.
    jest.setSystemTime(new Date('2026-11-27T04:30:00Z'));
    render(<ClosureDates timeZone="America/Chicago" />);
    expect(banner()).not.toHaveAttribute('hidden');
    jest.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    render(<ClosureDates timeZone="America/Chicago" />);
    expect(banner()).toHaveAttribute('hidden');
  });

  it('reads the clinic’s time zone only on the days around a change', () => {
    render(<ClosureBanner locale="en" closures={closures} today="2026-11-01" />);
    const banner = () => screen.getByText(/Closed for Thanksgiving/);
    // Ten days before the notice starts: hidden whatever the zone, no time-zone data loaded.
    jest.useFakeTimers({ now: new Date('2026-11-02T15:00:00Z') });
    // (After the fake clock, which brings its own Intl.)
    const zones = jest.spyOn(Intl, 'DateTimeFormat');
    render(<ClosureDates timeZone="America/Chicago" />);
    expect(banner()).toHaveAttribute('hidden');
    expect(zones).not.toHaveBeenCalled();
    // Mid-notice: shown, still without the zone.
    jest.setSystemTime(new Date('2026-11-20T15:00:00Z'));
    render(<ClosureDates timeZone="America/Chicago" />);
    expect(banner()).not.toHaveAttribute('hidden');
    expect(zones).not.toHaveBeenCalled();
    // The evening the notice ends: the zone decides.
    jest.setSystemTime(new Date('2026-11-27T04:30:00Z'));
    render(<ClosureDates timeZone="America/Chicago" />);
    expect(banner()).not.toHaveAttribute('hidden');
    expect(zones).toHaveBeenCalled();
    zones.mockRestore();
  });
});
