import { addDays, isShown, NOTICE_DAYS } from '@/lib/closure-days';

describe('when a closure is shown', () => {
  const thanksgiving = { start: '2026-11-26', end: '2026-11-26' };
  const holidays = { start: '2026-12-24', end: '2026-12-26' };

  it(`starts ${NOTICE_DAYS} days before the first day`, () => {
    expect(isShown(thanksgiving, addDays(thanksgiving.start, -NOTICE_DAYS - 1))).toBe(false);
    expect(isShown(thanksgiving, addDays(thanksgiving.start, -NOTICE_DAYS))).toBe(true);
    expect(isShown(thanksgiving, '2026-11-21')).toBe(true);
  });

  it('lasts through the last day and ends once it has passed', () => {
    expect(isShown(thanksgiving, '2026-11-26')).toBe(true);
    expect(isShown(thanksgiving, '2026-11-27')).toBe(false);
    expect(isShown(holidays, '2026-12-26')).toBe(true);
    expect(isShown(holidays, '2026-12-27')).toBe(false);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
