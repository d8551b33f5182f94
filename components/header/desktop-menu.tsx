'use client';

import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

/** Delay before a dropdown closes once the pointer leaves it (docs/decisions.md, section 6). */
export const CLOSE_DELAY_MS = 150;

type Props = { label: string; className?: string; children: ReactNode };

/** The dropdowns of one menu bar: each may be closing soon (a timer) or pinned open by a click. */
function dropdownState() {
  const timers = new Map<HTMLDetailsElement, number>();
  /** Dropdowns opened or kept open by a click: they stay open when the pointer leaves. */
  const pinned = new Set<HTMLDetailsElement>();
  let nav: HTMLElement | null = null;
  const all = () =>
    Array.from(nav?.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]') ?? []);
  const cancelClose = (d: HTMLDetailsElement) => {
    window.clearTimeout(timers.get(d));
    timers.delete(d);
  };
  return {
    timers,
    pinned,
    attach: (element: HTMLElement | null) => (nav = element),
    contains: (node: unknown) => node instanceof Node && !!nav?.contains(node),
    cancelClose,
    openOne: () => all().find((d) => d.open),
    closeAll(except?: HTMLDetailsElement | null) {
      for (const d of all()) {
        if (d === except) continue;
        cancelClose(d);
        pinned.delete(d);
        d.open = false;
      }
    },
    closeLater(d: HTMLDetailsElement) {
      cancelClose(d);
      timers.set(
        d,
        window.setTimeout(() => {
          d.open = false;
          timers.delete(d);
        }, CLOSE_DELAY_MS),
      );
    },
    reset() {
      for (const id of timers.values()) window.clearTimeout(id);
      timers.clear();
      pinned.clear();
    },
  };
}

const dropdownOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLDetailsElement>('details[data-dropdown]') : null;

/**
 * Adds hover to the desktop dropdowns. Each dropdown is a server-rendered
 * <details data-dropdown>, so it already opens by click, tap or keyboard
 * without JavaScript; this leaf opens it on hover, closes it 150 ms after the
 * pointer leaves, and on outside clicks. Escape closes an open dropdown
 * wherever focus is, however it was opened (hover included: an open menu
 * covers the page), and returns focus to its summary when focus was inside.
 * Focus moving to another top-level entry closes the previous dropdown.
 *
 * A click decides the state itself instead of leaving it to the native
 * toggle, which would close a dropdown the pointer had just opened by hover:
 * a click on a closed dropdown opens it, a click on one opened by hover keeps
 * it open (and no longer closes when the pointer leaves), a click on one
 * already opened by click closes it.
 */
export function DesktopMenu({ label, className = 'hidden xl:block', children }: Props) {
  const navRef = useRef<HTMLElement>(null);
  const [menu] = useState(dropdownState);

  const onPointerOver = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    const d = dropdownOf(e.target);
    if (!d) return;
    menu.cancelClose(d);
    menu.closeAll(d);
    d.open = true;
  };

  const onPointerOut = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    const d = dropdownOf(e.target);
    if (!d || (e.relatedTarget instanceof Node && d.contains(e.relatedTarget))) return;
    if (!menu.pinned.has(d)) menu.closeLater(d);
  };

  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    // A link was chosen: close the dropdown so it does not linger after client navigation.
    if (target.closest('a')) menu.closeAll();
    const summary = target.closest('summary');
    const d = summary ? dropdownOf(summary) : null;
    if (!d || summary?.parentElement !== d) return;
    // Click, tap, Enter and Space all arrive here; the native toggle is replaced.
    e.preventDefault();
    menu.cancelClose(d);
    if (d.open && menu.pinned.has(d)) {
      menu.pinned.delete(d);
      d.open = false;
      return;
    }
    // Opening one dropdown closes the others; one opened by hover stays open.
    menu.closeAll(d);
    menu.pinned.add(d);
    d.open = true;
  };

  useEffect(() => {
    menu.attach(navRef.current);
    // Marks the menu as interactive (tests and styles can wait for it).
    navRef.current?.setAttribute('data-ready', 'true');
    const closeIfOutside = (e: Event) => {
      if (!menu.contains(e.target)) menu.closeAll();
    };
    // Focus on another entry of the bar, or outside it, closes the dropdown it left.
    const closeOthers = (e: FocusEvent) => menu.closeAll(dropdownOf(e.target));
    const onEscape = (e: KeyboardEvent) => {
      const open = e.key === 'Escape' ? menu.openOne() : undefined;
      if (!open) return;
      const hadFocus = e.target instanceof Node && open.contains(e.target);
      menu.closeAll();
      if (hadFocus) open.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeOthers);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeOthers);
      document.removeEventListener('keydown', onEscape);
      menu.reset();
    };
  }, [menu]);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={className}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
      onClick={onClick}
    >
      {children}
    </nav>
  );
}
