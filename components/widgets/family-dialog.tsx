'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { LinkButton } from '@/components/ui/link-button';

type Props = {
  /** Id of the section: the target of the link without JavaScript. */
  id: string;
  buttonLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
};

/**
 * "Our Chiropractic Family". The server renders a link to an in-page section,
 * and the section is a <dialog>: without JavaScript the dialog is shown in the
 * page as an ordinary section (CSS `scripting: none`) and the link scrolls to
 * it. With JavaScript the link becomes a button that opens it as a modal:
 * showModal() moves focus inside, keeps it there and closes on Escape; this
 * leaf adds the close button, closing on a click outside, the scroll lock,
 * and returns focus to the button.
 */
export function FamilyDialog({ id, buttonLabel, closeLabel, title, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => dialog.current?.close();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const onClose = () => {
      document.documentElement.style.overflow = '';
      button.current?.focus();
    };
    d.addEventListener('close', onClose);
    return () => {
      d.removeEventListener('close', onClose);
      document.documentElement.style.overflow = '';
    };
  }, []);

  const open = () => {
    const d = dialog.current;
    if (!d || d.open) return;
    document.documentElement.style.overflow = 'hidden';
    d.showModal();
  };

  return (
    <>
      <LinkButton
        href={`#${id}`}
        onPress={open}
        buttonRef={button}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-2 rounded-full bg-accent px-5 py-2.5 font-semibold text-ink hover:bg-accent-dark"
        data-testid="family-button"
      >
        {buttonLabel}
      </LinkButton>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        onClick={(e) => {
          // A click on the backdrop lands on the <dialog> element itself.
          if (e.target === e.currentTarget) close();
        }}
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
              onClick={close}
              className="grid size-10 shrink-0 place-items-center rounded-full ring-1 ring-ink/20 hover:bg-cream noscript:hidden"
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
