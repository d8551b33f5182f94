/**
 * The one home of every clinic fact. Pages, header, footer, JSON-LD, legal
 * pages and articles all read from here; a clinic adopting the site changes
 * this module (and the images) and nothing else.
 */

export type DayOfWeek =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** 24-hour "HH:MM" times; a day that is absent is closed. */
export type OpeningHours = { days: DayOfWeek[]; opens: string; closes: string };

export type SocialLink = {
  network: 'facebook' | 'instagram' | 'youtube';
  label: string;
  url: string;
};

export type Person = {
  name: string;
  /** Post-nominal letters, shown after the name. */
  credentials?: string;
  role: { en: string; es: string };
  /** ISO month, "YYYY-MM". */
  since?: string;
  portrait: string;
};

export const clinic = {
  name: 'Prairie Spine Chiropractic & Acupuncture',
  shortName: 'Prairie Spine',
  titleSuffix: ' | Prairie Spine',
  brandWord: 'Prairie Spine',
  phone: { display: '(913) 555-0142', href: 'tel:+19135550142', e164: '+19135550142' },
  fax: { display: '(913) 555-0143' },
  email: 'frontdesk@prairiespine.example',
  address: {
    street: '9550 Lackman Rd, Suite 100',
    locality: 'Lenexa',
    region: 'KS',
    postalCode: '66219',
    country: 'US',
  },
  /** Printed with five decimals (Google wants at least five). */
  geo: { latitude: 38.9542, longitude: -94.7556 },
  /** IANA zone of the clinic: dates in structured data carry its offset. */
  timeZone: 'America/Chicago',
  hours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '17:00',
    },
    { days: ['Saturday'], opens: '09:00', closes: '13:00' },
  ] satisfies OpeningHours[] as OpeningHours[],
  walkIns: true,
  citiesServed: ['Lenexa', 'Overland Park', 'Olathe', 'Shawnee', 'Merriam', 'Mission', 'De Soto'],
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/prairiespinechiro' },
    {
      network: 'instagram',
      label: 'Instagram',
      url: 'https://www.instagram.com/prairiespinechiro',
    },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@prairiespinechiro' },
  ] satisfies SocialLink[] as SocialLink[],
  reviews: {
    count: 380,
    rating: 5.0,
    /** The clinic's maps listing: the review badge and "review us" link go here. */
    listingUrl:
      'https://www.google.com/maps/search/?api=1&query=Prairie+Spine+Chiropractic+Lenexa+KS',
  },
  payments: {
    accepted: ['Credit Card', 'Debit Card', 'Cash', 'Insurance'],
    currency: 'USD',
    priceRange: '$$',
  },
  doctor: {
    name: 'Dr. Ryan Whitaker',
    shortName: 'Dr. Whitaker',
    credentials: 'D.C.',
    role: { en: 'Chiropractor', es: 'Quiropráctico' },
    portrait: '/illustrations/people/dr-ryan-whitaker.svg',
    licensedIn: { en: ['Kansas', 'Missouri'], es: ['Kansas', 'Misuri'] },
    familyChiropractors: 40,
    cv: '/documents/dr-ryan-whitaker-cv.pdf',
  },
  assistants: [
    {
      name: 'Sofia Martinez',
      role: { en: 'Chiropractic Assistant', es: 'Asistente de quiropráctica' },
      since: '2020-01',
      portrait: '/illustrations/people/sofia-martinez.svg',
    },
    {
      name: 'Emily Carter',
      role: { en: 'Chiropractic Assistant', es: 'Asistente de quiropráctica' },
      since: '2024-01',
      portrait: '/illustrations/people/emily-carter.svg',
    },
  ] satisfies Person[] as Person[],
  /**
   * Third-party vendors. An empty string renders the fallback panel (call,
   * email, directions) instead of a frame. Pages other than the widget's own
   * page load a vendor only after the visitor clicks its facade.
   */
  vendors: {
    /** Lead-capture form ("Complimentary Consultation - Home Page"). */
    leadForm: 'https://forms.leadbridge.example/widget/form/complimentary-consultation-home',
    /** Contact form on /contact. */
    contactForm: 'https://forms.leadbridge.example/widget/form/contact-us',
    /** New patient special form on /new-patient-special. */
    newPatientForm: 'https://forms.leadbridge.example/widget/form/new-patient-special',
    /** Reviews widget, shown in a frame. */
    reviewsFrame: 'https://reviews.leadbridge.example/widget/reviews/prairie-spine',
    /** Online booking widget script for /appointment. */
    bookingScript: 'https://booking.leadbridge.example/widget/booking.js',
    /** Booking calendar id passed to the script. */
    bookingCalendar: 'prairie-spine-new-patients',
    /** Intro video on YouTube (played from youtube-nocookie.com). */
    youtubeVideoId: 'prairietour',
    /** Map embed on /contact. */
    mapEmbed:
      'https://www.google.com/maps?q=9550+Lackman+Rd+Suite+100,+Lenexa,+KS+66219&output=embed',
    /** Directions link (opens the visitor's maps app). */
    directions:
      'https://www.google.com/maps/dir/?api=1&destination=9550+Lackman+Rd+Suite+100,+Lenexa,+KS+66219',
    /** Page translator for languages other than English and Spanish. */
    translatorScript: 'https://translate.google.com/translate_a/element.js',
    /** External intake services (open in a new tab). */
    intakeNonAuto: 'https://intake.leadbridge.example/prairie-spine/general-intake',
    intakeAuto: 'https://intake.leadbridge.example/prairie-spine/auto-accident-intake',
    /** Free PDF reader download. */
    pdfReader: 'https://get.adobe.com/reader/',
  },
  /** Federal No Surprises Act help line, quoted on the good faith estimate page. */
  noSurprisesHelpLine: '1-800-985-3059',
} as const;

export type Clinic = typeof clinic;

/** "9550 Lackman Rd, Suite 100, Lenexa, KS 66219" */
export function formatAddress(): string {
  const a = clinic.address;
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;
}

/** Origins of the configured vendors, for CSP allow-lists and request checks. */
export function vendorOrigin(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
