'use client';

import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

/** Delay before a dropdown closes once the pointer leaves it (SPEC.md section 9). */
export const CLOSE_DELAY_MS = 150;

type Props = { label: string; className?: string; children: ReactNode };

/**
 * Adds hover to the desktop dropdowns. Each dropdown is a server-rendered
 * <details data-dropdown>, so it already opens by click, tap or keyboard
 * without JavaScript; this leaf opens it on hover, closes it 150 ms after the
 * pointer leaves, closes it on Escape (returning focus) and on outside clicks.
 *
 * A click decides the state itself instead of leaving it to the native
 * toggle, which would close a dropdown the pointer had just opened by hover:
 * a click on a closed dropdown opens it, a click on one opened by hover keeps
 * it open (and no longer closes when the pointer leaves), a click on one
 * already opened by click closes it.
 */
export function DesktopMenu({ label, className = 'hidden xl:block', children }: Props) {
  const navRef = useRef<HTMLElement>(null);
  const timers = useRef(new Map<HTMLDetailsElement, number>());
  /** Dropdowns opened or kept open by a click: they stay open when the pointer leaves. */
  const pinned = useRef(new Set<HTMLDetailsElement>());

  const dropdowns = () =>
    Array.from(
      navRef.current?.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]') ?? [],
    );

  const cancelClose = (d: HTMLDetailsElement) => {
    const id = timers.current.get(d);
    if (id !== undefined) window.clearTimeout(id);
    timers.current.delete(d);
  };

  const closeAll = (except?: HTMLDetailsElement) => {
    for (const d of dropdowns()) {
      if (d === except) continue;
      cancelClose(d);
      pinned.current.delete(d);
      d.open = false;
    }
  };

  const dropdownOf = (node: EventTarget | null) =>
    node instanceof Element ? node.closest<HTMLDetailsElement>('details[data-dropdown]') : null;

  const onPointerOver = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    const d = dropdownOf(e.target);
    if (!d) return;
    cancelClose(d);
    closeAll(d);
    d.open = true;
  };

  const onPointerOut = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    const d = dropdownOf(e.target);
    if (!d || (e.relatedTarget instanceof Node && d.contains(e.relatedTarget))) return;
    if (pinned.current.has(d)) return;
    cancelClose(d);
    timers.current.set(
      d,
      window.setTimeout(() => {
        d.open = false;
        timers.current.delete(d);
      }, CLOSE_DELAY_MS),
    );
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    const d = dropdownOf(e.target) ?? dropdowns().find((x) => x.open);
    if (!d?.open) return;
    cancelClose(d);
    pinned.current.delete(d);
    d.open = false;
    d.querySelector('summary')?.focus();
  };

  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    // A link was chosen: close the dropdown so it does not linger after client navigation.
    if (target.closest('a')) closeAll();
    const summary = target.closest('summary');
    const d = summary ? dropdownOf(summary) : null;
    if (!d || summary?.parentElement !== d) return;
    // Click, tap, Enter and Space all arrive here; the native toggle is replaced.
    e.preventDefault();
    cancelClose(d);
    if (d.open && pinned.current.has(d)) {
      pinned.current.delete(d);
      d.open = false;
      return;
    }
    // Opening one dropdown closes the others; one opened by hover stays open.
    closeAll(d);
    pinned.current.add(d);
    d.open = true;
  };

  useEffect(() => {
    const timerMap = timers.current;
    const pins = pinned.current;
    // Marks the menu as interactive (tests and styles can wait for it).
    navRef.current?.setAttribute('data-ready', 'true');
    const closeIfOutside = (e: Event) => {
      if (navRef.current && e.target instanceof Node && !navRef.current.contains(e.target)) {
        for (const d of navRef.current.querySelectorAll<HTMLDetailsElement>('details[open]')) {
          d.open = false;
        }
        pins.clear();
      }
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
      for (const id of timerMap.values()) window.clearTimeout(id);
      timerMap.clear();
      pins.clear();
    };
  }, []);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={className}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {children}
    </nav>
  );
}
