/**
 * "Today" in the editor's date fields is the day in the clinic's time zone, as
 * the build counts days (lib/content/today.ts): Sveltia's Today button takes the
 * browser's day, which on a computer set to UTC is already tomorrow at 18:00 in
 * Lenexa. Sveltia's own `input_timezone` option would do it, but also converts
 * every typed date and shows a zone under each date field; so only the button
 * (the first one after a date field's input) is answered here, and the input
 * given the clinic's day, as if typed.
 */

import { dayIn } from '@/lib/closure-days';

export function clinicToday(timeZone: string, win: Window = window) {
  win.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      const field = button?.closest('section.field[data-field-type="datetime"]');
      const input = field?.querySelector<HTMLInputElement>('input[type="date"]');
      if (!button || !input) return;
      const after = [...(field?.querySelectorAll('button') ?? [])].filter(
        (b) => input.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      if (after[0] !== button) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, dayIn(timeZone));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    true,
  );
}
