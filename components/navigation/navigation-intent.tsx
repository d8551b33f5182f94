'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { INTENT_ATTRIBUTE } from '@/lib/speculation';
import { installPagePrefetch, prefetchPage } from './page-prefetch';

/**
 * How long a mouse pointer rests on a link before it counts as intent: long
 * enough that a pointer flying across links on its way fetches nothing,
 * short beside the 100-300 ms people rest before they click (each ms here is
 * one the click may wait for). Only a mouse or pen hovers: a phone shows
 * intent by touch, so its data is not spent on links a pointer crossed.
 */
export const INTENT_DELAY_MS = 20;

/**
 * How long keyboard focus rests on a link before it counts as intent: a Tab
 * key held down or tapped quickly passes a link in less, and its page is not
 * fetched (each would cost a phone the page's whole payload, about 17 KB
 * gzipped). A visitor who stops on a link reads it before pressing Enter,
 * which takes longer than this.
 */
export const FOCUS_DELAY_MS = 100;

/** The link an event happened in, if any. */
const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest('a[href]') : null;

/**
 * The page path a link leads to, when following it is a client-side
 * navigation worth preparing: same origin, same tab, a page (every page ends
 * in "/"; documents and feeds have an extension), and not the page itself.
 */
export function intentPath(target: EventTarget | null, here: Location): string | null {
  const link = linkOf(target);
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || !url.pathname.endsWith('/')) return null;
  if (url.pathname === here.pathname) return null;
  return url.pathname;
}

/**
 * The address a click on a router link (SiteLink) should open client-side:
 * a plain primary click, not one meant for a new tab or window, nor one
 * something else already handled, nor a jump within the page.
 */
export function routerHref(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = linkOf(event.target);
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('data-router')) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Has the browser fetch the document a plain link leads to, for the full page
 * load that follows: the site's speculation rules prefetch a link marked with
 * INTENT_ATTRIBUTE and hand the page over whole. A browser without them
 * gets a prefetch hint, which warms its cache and the service worker's.
 */
function prefetchDocument(link: Element, path: string) {
  if (HTMLScriptElement.supports?.('speculationrules')) {
    link.setAttribute(INTENT_ATTRIBUTE, '');
    return;
  }
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = path;
  document.head.append(hint);
}

/**
 * Follows router links (SiteLink) client-side, and prefetches a page at the
 * first sign of intent to open it: a mouse resting on its link, a mouse press,
 * a finger touching it or keyboard focus resting on it. Never on mere
 * visibility, so a phone on metered data downloads nothing it was not about
 * to ask for. Each page once per visit.
 * A router link gets the page's payload, which the router's click then
 * takes, in flight or done (page-prefetch.ts), so nothing is fetched twice.
 * A plain link gets the document.
 *
 * One listener on the document serves every link, the article bodies' too,
 * so links stay plain server-rendered anchors.
 */
export function NavigationIntent() {
  const router = useRouter();
  useEffect(() => {
    installPagePrefetch();
    const prepared = new Set<string>();
    let resting: Element | null = null;

    const prefetch = (target: EventTarget | null) => {
      const path = intentPath(target, window.location);
      if (!path || prepared.has(path)) return;
      prepared.add(path);
      const link = linkOf(target);
      if (link?.hasAttribute('data-router')) prefetchPage(path);
      // A plain link (the booking page loads afresh): the document.
      else if (link) prefetchDocument(link, path);
    };
    /** Prefetches a link's page once it has rested `delay` ms; a new rest or `stop` cancels. */
    const rest = (delay: number) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = () => clearTimeout(timer);
      const start = (link: Element | null) => {
        stop();
        if (link) timer = setTimeout(() => prefetch(link), delay);
      };
      return { start, stop };
    };
    const [pointer, focus] = [rest(INTENT_DELAY_MS), rest(FOCUS_DELAY_MS)];

    const onOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const link = linkOf(event.target);
      if (link === resting) return;
      resting = link;
      pointer.start(link);
    };
    const onOut = (event: PointerEvent) => {
      if (linkOf(event.relatedTarget) === resting) return;
      pointer.stop();
      resting = null;
    };
    const now = (event: Event) => prefetch(event.target);
    const onClick = (event: MouseEvent) => {
      const href = routerHref(event, window.location);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };

    const passive = { passive: true, capture: true };
    const listeners: [string, (event: never) => void, AddEventListenerOptions?][] = [
      ['pointerover', onOver, passive],
      ['pointerout', onOut, passive],
      ['touchstart', now, passive],
      ['pointerdown', now, passive],
      ['focusin', (event: FocusEvent) => focus.start(linkOf(event.target)), passive],
      ['focusout', focus.stop, passive],
      ['click', onClick],
    ];
    for (const [type, listener, options] of listeners)
      document.addEventListener(type, listener as EventListener, options);
    return () => {
      pointer.stop();
      focus.stop();
      for (const [type, listener, options] of listeners)
        document.removeEventListener(type, listener as EventListener, options);
    };
  }, [router]);
  return null;
}
