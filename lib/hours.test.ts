import { formatTime, hoursRows } from '@/lib/hours';

describe('hoursRows', () => {
  it('groups the configured hours in English', () => {
    expect(hoursRows('en')).toEqual([
      { days: 'Monday – Friday', hours: '8:00 AM – 5:00 PM', closed: false },
      { days: 'Saturday', hours: '9:00 AM – 1:00 PM', closed: false },
      { days: 'Sunday', hours: 'Closed', closed: true },
    ]);
  });

  it('writes the same hours in Spanish', () => {
    const rows = hoursRows('es');
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
