import type { Locale } from '@/lib/i18n';

/**
 * The error screen's words, kept apart from the UI dictionary because the
 * error boundary ships to the browser on every page and must stay small.
 * lib/ui.ts reads them from here.
 */
export const errorMessages: Record<
  Locale,
  { heading: string; tryAgain: string; returnHome: string }
> = {
  en: {
    heading: 'Unexpected Application Error!',
    tryAgain: 'Try again',
    returnHome: 'Return to Homepage',
  },
  es: {
    heading: 'Ocurrió un error inesperado',
    tryAgain: 'Volver a intentarlo',
    returnHome: 'Volver al inicio',
  },
};
