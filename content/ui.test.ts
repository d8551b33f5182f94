import { dictionary, messages, translate } from '@/lib/ui';

/** The keys of SPEC.md section 3's translation dictionary. */
const specKeys = [
  'home',
  'services',
  'patients',
  'about',
  'contact',
  'bookAppointment',
  'newPatientSpecial',
  'chiropractic',
  'acupuncture',
  'autoInjuryRelief',
  'golf',
  'forms',
  'reviewUs',
  'blog',
  'meetOurTeam',
  'testimonials',
  'involved',
  'address',
  'accessibility',
  'antiDiscrimination',
  'healthcareDisclaimer',
  'hipaaPolicy',
  'privacyPolicy',
  'termsOfService',
  'goodFaithEstimate',
  'copyright',
  'hours',
  'mondayToFriday',
  'saturday',
  'sunday',
  'quickLinks',
  'ourServices',
  'contactUs',
  'backPainTreatment',
];

describe('UI dictionary', () => {
  it('has every key of SPEC.md in both languages', () => {
    for (const key of specKeys) {
      expect(messages.en).toHaveProperty(key);
      expect(messages.es).toHaveProperty(key);
    }
  });

  it('has a non-empty Spanish text for every English key, and no extra keys', () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [key, text] of Object.entries(messages.es))
      expect(`${key}: ${text.trim()}`).not.toMatch(/: $/);
  });

  it('keeps the {placeholders} of each English text in Spanish', () => {
    for (const [key, text] of Object.entries(messages.en)) {
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(`${key} ${names(messages.es[key as keyof typeof messages.es]).join()}`).toBe(
        `${key} ${names(text).join()}`,
      );
    }
  });

  it('returns the key itself for an unknown key', () => {
    expect(translate('es', 'noSuchKey')).toBe('noSuchKey');
    expect(translate('en', 'toString')).toBe('toString');
  });

  it('fills {placeholders}', () => {
    expect(dictionary('en')('reviewBadge', { count: 380, rating: '5.0' })).toBe(
      '380+ reviews, rated 5.0 out of 5',
    );
    expect(dictionary('es')('home')).toBe('Inicio');
  });
});
