import type { ReactNode } from 'react';

type Props = {
  /** Id of the section: the target of the link without JavaScript. */
  id: string;
  buttonLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
};

/** Invoker commands (`commandfor`, `command`): the browser opens and closes the dialog itself. */
const invoke = (id: string, command: 'show-modal' | 'close'): Record<string, string> => ({
  commandfor: id,
  command,
});

const opener =
  'inline-flex cursor-pointer items-center gap-2 rounded-full bg-accent px-5 py-2.5 font-semibold text-ink hover:bg-accent-dark';

/**
 * "Our Chiropractic Family": a <dialog> the HTML alone opens, so a tap works
 * from the first paint, before the page's JavaScript arrives and after it.
 * The button names the dialog with invoker commands (`command="show-modal"`):
 * the browser opens it as a modal (focus moves inside and stays there, Escape
 * closes it, focus returns to the button), `closedby="any"` closes it on a
 * click outside, and the close button is an invoker too. The scroll lock is
 * CSS (`html:has(dialog:modal)`, app/globals.css). For a browser without
 * invoker commands or `closedby`, the page's first script (the loader,
 * scripts/postbuild/defer-scripts.ts) does the same from a click.
 *
 * Without JavaScript the dialog shows in the page as an ordinary section (CSS
 * `scripting: none`), and a link in place of the button scrolls to it.
 */
export function FamilyDialog({ id, buttonLabel, closeLabel, title, children }: Props) {
  return (
    <>
      <button
        type="button"
        {...invoke(id, 'show-modal')}
        aria-haspopup="dialog"
        className={`${opener} noscript:hidden`}
        data-testid="family-button"
      >
        {buttonLabel}
      </button>
      <a href={`#${id}`} className={`${opener} hidden noscript:inline-flex`}>
        {buttonLabel}
      </a>
      <dialog
        id={id}
        closedby="any"
        aria-labelledby={`${id}-title`}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(48rem,calc(100%-2rem))] scroll-mt-24 rounded-3xl p-0 text-ink shadow-2xl backdrop:bg-ink/60 noscript:static noscript:order-last noscript:m-0 noscript:block noscript:max-h-none noscript:w-full noscript:border-0 noscript:bg-cream noscript:shadow-none noscript:outline-none"
        data-testid="family-dialog"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-2xl font-extrabold">
              {title}
            </h2>
            <button
              type="button"
              {...invoke(id, 'close')}
              className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full ring-1 ring-ink/20 hover:bg-cream noscript:hidden"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
