import { clinic, vendorOrigin } from '@/lib/content/clinic';
import type { MessageKey } from '@/lib/ui';
import { ownPolicyPages } from '@/lib/own-policy';

/**
 * Every third-party widget of the site, declared once: where its vendor
 * lives (a URL from `clinic.vendors`), how it loads, the words it shows while
 * loading and when it cannot, and what the Content-Security-Policy must allow
 * for it. The frames' attributes (components/widgets/vendor-frames.tsx), the
 * policy (lib/security.ts) and the end-to-end stubs (e2e/support.ts) are
 * derived from this table. Pages load a widget only on the page whose
 * purpose it is, or when the visitor asks.
 */

/** A frame of the vendor's page (behind a facade), or the vendor's script on the page. */
export type WidgetLoader = 'frame' | 'script';

/** The policy directives a widget can need. */
export type WidgetDirective = 'frame-src' | 'script-src' | 'connect-src' | 'style-src' | 'img-src';

export type Widget = {
  /** The vendor's URL; an empty one shows the fallback (call, email, directions) instead. */
  url: string;
  loader: WidgetLoader;
  /** Frames: the narrowest sandbox and permissions the vendor works with. */
  sandbox?: string;
  allow?: string;
  /** Its words in lib/ui.ts: the button that loads it, the loading and unavailable notes. */
  copy: { load?: MessageKey; loading: MessageKey; unavailable: MessageKey; retry?: MessageKey };
  /**
   * Scripts: the (English) pages that run it, which get a policy of their own
   * that allows it; every link to them is a full page load. Absent: every
   * page may run it (behind a click), so every page allows it.
   */
  pages?: readonly string[];
  /**
   * What its code loads besides its own URL, by directive: for scripts the
   * exact files (a source ending in `/` allows a folder), never a whole host;
   * elsewhere origins.
   */
  csp?: Partial<Record<WidgetDirective, string[]>>;
};

/** Every frame gets scripts and its own origin (the vendors' widgets need both). */
const sandbox = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
const fallback = { loading: 'loading', unavailable: 'fallbackTitle' } as const;
/** Only forms may submit; only the video may autoplay and go full screen. */
const form = {
  loader: 'frame',
  sandbox: `${sandbox} allow-forms`,
  copy: { ...fallback, load: 'loadForm' },
} as const;

export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/';

export const youtubeEmbedUrl = (id: string) =>
  id ? `${YOUTUBE_EMBED}${encodeURIComponent(id)}?autoplay=1&rel=0` : '';

/** The vendors' addresses (content/clinic.yaml), read when a widget's `url` is asked. */
const vendors = () => clinic().vendors;

export const widgets = {
  leadForm: {
    ...form,
    get url() {
      return vendors().leadForm;
    },
  },
  contactForm: {
    ...form,
    get url() {
      return vendors().contactForm;
    },
  },
  newPatientForm: {
    ...form,
    get url() {
      return vendors().newPatientForm;
    },
  },
  reviews: {
    get url() {
      return vendors().reviewsFrame;
    },
    loader: 'frame',
    sandbox,
    copy: { ...fallback, load: 'loadReviews' },
  },
  map: {
    get url() {
      return vendors().mapEmbed;
    },
    loader: 'frame',
    sandbox,
    copy: { ...fallback, load: 'loadMap' },
  },
  video: {
    get url() {
      return youtubeEmbedUrl(vendors().youtubeVideoId);
    },
    loader: 'frame',
    sandbox: `${sandbox} allow-presentation`,
    allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
    copy: { ...fallback, load: 'loadVideo' },
  },
  booking: {
    get url() {
      return vendors().bookingScript;
    },
    loader: 'script',
    copy: fallback,
    pages: ownPolicyPages,
  },
  translator: {
    get url() {
      return vendors().translatorScript;
    },
    loader: 'script',
    copy: {
      load: 'moreLanguages',
      loading: 'translatorLoading',
      unavailable: 'translatorFailed',
      retry: 'translatorRetry',
    },
    // Google's page translator loads its code (and, as JSONP, its list of languages), styles and
    // images from these too. Scripts and styles by path: both hosts serve other JSONP endpoints.
    csp: {
      'script-src': [
        'https://translate.googleapis.com/_/translate_http/_/js/',
        'https://translate-pa.googleapis.com/v1/supportedLanguages',
      ],
      'style-src': ['https://www.gstatic.com/_/translate_http/_/ss/'],
      'img-src': [
        'https://www.gstatic.com',
        'https://www.google.com',
        'https://translate.google.com',
        'https://translate.googleapis.com',
      ],
      'connect-src': ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
    },
  },
} as const satisfies Record<string, Widget>;

export type WidgetId = keyof typeof widgets;
export type FrameWidgetId = {
  [K in WidgetId]: (typeof widgets)[K]['loader'] extends 'frame' ? K : never;
}[WidgetId];

/** "newPatientForm" → "new-patient-form": the widget's data-widget name and element ids. */
export const widgetName = (id: WidgetId) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The widgets whose vendor is configured. */
const live = () => (Object.values(widgets) as Widget[]).filter((w) => vendorOrigin(w.url));

/**
 * Where a widget's own origin is allowed: a frame is framed, a script runs,
 * and both are reached by fetch (facades check a vendor answers first).
 */
const ownOrigin: Record<WidgetDirective, WidgetLoader[]> = {
  'frame-src': ['frame'],
  'script-src': ['script'],
  'connect-src': ['frame', 'script'],
  'style-src': [],
  'img-src': [],
};

/** A script's own source: its exact URL, without the query string (which a policy ignores). */
const scriptSource = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

/** The English paths of the pages with a policy of their own (their widget's script allowed). */
export const widgetPages = (): string[] => [...new Set(live().flatMap((w) => w.pages ?? []))];

/**
 * What a directive must allow for the configured widgets on a page (an
 * English path; none for the policy of every page), each source once, in
 * table order. A script is allowed by its exact URL, and only where it runs.
 */
export function widgetSources(directive: WidgetDirective, page?: string): string[] {
  const here = live().filter(
    (w) => directive !== 'script-src' || !w.pages || (page !== undefined && w.pages.includes(page)),
  );
  const own = here
    .filter((w) => ownOrigin[directive].includes(w.loader))
    .map((w) =>
      directive === 'script-src' ? scriptSource(w.url) : (vendorOrigin(w.url) as string),
    );
  return [...new Set([...own, ...here.flatMap((w) => w.csp?.[directive] ?? [])])];
}

/** Origins of the configured widgets, as the e2e stubs answer them. */
export const widgetOrigins = () => new Set(live().map((w) => vendorOrigin(w.url) as string));
