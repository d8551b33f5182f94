'use client';

import { useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the
 * page's JavaScript runs: React renders again with the client's answer right
 * after hydrating, so the first render still matches the HTML.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Props = {
  /** Where the link leads without JavaScript: the vendor's page, or a section of this page. */
  href: string;
  /** Without JavaScript, the vendor's page opens in a new tab: target and rel of the link. */
  target?: '_blank';
  rel?: string;
  /** What the button does once the page's JavaScript runs. */
  onPress: () => void;
  /** Busy: the button stays in place and focusable, and says so to assistive technology. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
  /** The button, for a caller that moves focus back to it. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  'aria-haspopup'?: 'dialog';
  'data-testid'?: string;
  /** Marks the control the page's first script answers before hydration (a facade's load). */
  'data-ask'?: boolean;
};

/**
 * A control that acts in the page (loads a widget, opens a dialog): a link
 * in the HTML, so it still leads somewhere without JavaScript, and a real
 * <button> once the page's JavaScript runs, so Enter and Space both press it
 * and assistive technology announces a button. Focus stays on it if the
 * visitor had already reached the link before the swap.
 */
export function LinkButton({
  href,
  target,
  rel,
  onPress,
  busy = false,
  className = '',
  children,
  buttonRef,
  ...aria
}: Props) {
  const scripted = useScripted();
  const linkHadFocus = useRef(false);

  if (!scripted) {
    return (
      <a
        href={href}
        target={target}
        rel={rel}
        className={className}
        {...aria}
        // React 19 runs a ref's cleanup before it removes the element: remember whether it had focus.
        ref={(link) => () => {
          linkHadFocus.current = document.activeElement === link;
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        if (!busy) onPress();
      }}
      aria-disabled={busy || undefined}
      className={`cursor-pointer ${className}`}
      {...aria}
      ref={(button) => {
        if (button && linkHadFocus.current) button.focus();
        linkHadFocus.current = false;
        if (buttonRef) buttonRef.current = button;
      }}
    >
      {children}
    </button>
  );
}
