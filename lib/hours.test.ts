import { closureDays, closureHours, hoursRows } from '@/lib/hours';
import { formatTime } from '@/lib/i18n';

const weekdaysAndSaturday = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '17:00',
  },
  { days: ['Saturday'], opens: '09:00', closes: '13:00' },
] as const;
const hours = weekdaysAndSaturday.map((h) => ({ ...h, days: [...h.days] }));

describe('hoursRows', () => {
  it('groups consecutive days with the same hours, in English', () => {
    expect(hoursRows('en', hours)).toEqual([
      { days: 'Monday – Friday', hours: '8:00 AM – 5:00 PM', closed: false },
      { days: 'Saturday', hours: '9:00 AM – 1:00 PM', closed: false },
      { days: 'Sunday', hours: 'Closed', closed: true },
    ]);
  });

  it('writes the same hours in Spanish', () => {
    const rows = hoursRows('es', hours);
    expect(rows.map((r) => r.days)).toEqual(['Lunes a viernes', 'Sábado', 'Domingo']);
    expect(rows[2]?.hours).toBe('Cerrado');
    expect(rows[0]?.hours).toMatch(/^8:00\s?a\.\s?m\. – 5:00\s?p\.\s?m\.$/);
  });

  it('splits days that are not consecutive', () => {
    const rows = hoursRows('en', [
      { days: ['Monday', 'Wednesday'], opens: '09:00', closes: '18:00' },
      { days: ['Tuesday'], opens: '10:00', closes: '18:00' },
    ]);
    expect(rows.map((r) => r.days)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday – Sunday',
    ]);
    expect(rows[3]?.closed).toBe(true);
  });

  it('formats 24-hour times', () => {
    expect(formatTime('15:30', 'en')).toBe('3:30 PM');
  });
});

describe('a closure, in words', () => {
  it('names one day with its weekday, and a range by its first and last day', () => {
    expect(closureDays({ start: '2026-11-26', end: '2026-11-26' }, 'en')).toBe(
      'Thursday, November 26',
    );
    expect(closureDays({ start: '2026-11-26', end: '2026-11-26' }, 'es')).toBe(
      'Jueves, 26 de noviembre',
    );
    expect(closureDays({ start: '2026-12-24', end: '2026-12-26' }, 'en')).toMatch(
      /^December 24\s?–\s?26$/,
    );
  });

  it('says closed, or gives the special hours', () => {
    expect(closureHours({}, 'en')).toBe('Closed');
    expect(closureHours({ hours: { opens: '09:00', closes: '12:00' } }, 'en')).toBe(
      '9:00 AM – 12:00 PM',
    );
  });
});
