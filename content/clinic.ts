/**
 * The one home of every clinic fact. Pages, header, footer, JSON-LD, legal
 * pages and articles all read from here; a clinic adopting the site changes
 * this module (and the images) and nothing else.
 */
import type { Localized } from '@/lib/i18n';

export type DayOfWeek =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** 24-hour "HH:MM" times; a day that is absent is closed. */
export type OpeningHours = { days: DayOfWeek[]; opens: string; closes: string };

export type SocialLink = {
  network: 'facebook' | 'instagram' | 'youtube';
  label: string;
  url: string;
};

/** A team member's key: it names their portrait's alt text in content/people-images.ts. */
export type PersonId = 'dr-ryan-whitaker' | 'sofia-martinez' | 'emily-carter';

export type Person = {
  id: PersonId;
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
    /** schema.org `paymentAccepted`, in English. */
    accepted: ['Credit Card', 'Debit Card', 'Cash', 'Insurance'],
    currency: 'USD',
    priceRange: '$$',
    /** How a visit can be paid for, as the copy names it. */
    methods: {
      en: ['credit cards', 'debit cards', 'cash'],
      es: ['tarjetas de crédito', 'tarjetas de débito', 'efectivo'],
    },
    /** Self-pay visits are paid at the visit; there is no financing or payment plan. */
    paymentPlans: false,
  },
  /**
   * Government programmes. Conservative on purpose: the doctor participates in
   * Medicare only for what Medicare covers from a chiropractor, and the clinic
   * is not enrolled in Medicaid, so the site never says "we accept Medicaid".
   */
  insurance: {
    medicare: {
      participating: true,
      /** The stance in one sentence; rewrite it together with `participating`. */
      status: {
        en: 'Our doctor is a Medicare-participating provider, and we bill Medicare directly for the one chiropractic service it covers.',
        es: 'Nuestro doctor es un proveedor participante de Medicare, y facturamos directamente a Medicare el único servicio quiropráctico que cubre.',
      },
      covers: {
        en: 'manual manipulation of the spine to correct a subluxation, when it is active, corrective treatment',
        es: 'la manipulación manual de la columna para corregir una subluxación, cuando se trata de un tratamiento activo y correctivo',
      },
    },
    medicaid: {
      enrolled: false,
      programs: ['KanCare', 'MO HealthNet'],
      /** The stance in one sentence; rewrite it together with `enrolled`. */
      status: {
        en: 'We are not enrolled as a Medicaid provider with KanCare or MO HealthNet, so we cannot bill Medicaid for your care; if you have Medicaid, call us and we will help you find a provider who can.',
        es: 'No estamos inscritos como proveedores de Medicaid en KanCare ni en MO HealthNet, así que no podemos facturar su atención a Medicaid; si tiene Medicaid, llámenos y le ayudaremos a encontrar un proveedor que sí pueda hacerlo.',
      },
    },
  },
  /** Languages the front desk and the doctor speak with patients. */
  languages: { en: ['English', 'Spanish'], es: ['español', 'inglés'] },
  parking: {
    en: 'Free parking is available in the lot right in front of the building.',
    es: 'Hay estacionamiento gratuito en el lote justo enfrente del edificio.',
  },
  entrance: {
    en: 'The entrance is at ground level with no steps and an automatic door, and our treatment rooms are on the same floor, so wheelchairs, walkers and strollers get in easily.',
    es: 'La entrada está a nivel del suelo, sin escalones y con puerta automática, y las salas de tratamiento están en el mismo piso, así que se entra con facilidad en silla de ruedas, con andadera o con carriola.',
  },
  /** Who gives acupuncture at the clinic, and the training behind it. */
  acupuncture: {
    training: {
      en: '100 hours of postgraduate training in acupuncture for chiropractors',
      es: '100 horas de formación de posgrado en acupuntura para quiroprácticos',
    },
  },
  doctor: {
    id: 'dr-ryan-whitaker' as PersonId,
    name: 'Dr. Ryan Whitaker',
    shortName: 'Dr. Whitaker',
    credentials: 'D.C.',
    /** The article a language puts before a titled name: Spanish "el Dr." (or "la Dra."). */
    article: { es: 'el' } as Partial<Localized>,
    role: { en: 'Chiropractor', es: 'Quiropráctico' },
    portrait: '/illustrations/people/dr-ryan-whitaker.svg',
    licensedIn: { en: ['Kansas', 'Missouri'], es: ['Kansas', 'Misuri'] },
    familyChiropractors: 40,
    cv: '/documents/dr-ryan-whitaker-cv.pdf',
  },
  assistants: [
    {
      id: 'sofia-martinez',
      name: 'Sofia Martinez',
      role: { en: 'Chiropractic Assistant', es: 'Asistente de quiropráctica' },
      since: '2020-01',
      portrait: '/illustrations/people/sofia-martinez.svg',
    },
    {
      id: 'emily-carter',
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
