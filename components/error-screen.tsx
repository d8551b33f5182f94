'use client';

import { errorMessages } from '@/lib/error-messages';
import { localizePath, type Locale } from '@/lib/i18n';

type Props = { locale: Locale; error: Error & { digest?: string }; reset?: () => void };

/** "Unexpected Application Error!" and the message (docs/decisions.md, section 6). */
export function ErrorScreen({ locale, error, reset }: Props) {
  const m = errorMessages[locale];
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{m.heading}</h1>
      <p className="mt-4 text-lg text-ink-soft">{error.message || error.digest}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {reset ? (
          <button
            type="button"
            onClick={reset}
            className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            {m.tryAgain}
          </button>
        ) : null}
        <a
          href={localizePath('/', locale)}
          className="rounded-full border-2 border-brand px-6 py-3 font-semibold text-brand"
        >
          {m.returnHome}
        </a>
      </div>
    </div>
  );
}
