import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { factsFor, rememberFacts, weeklyHours } from '@/components/cms/edited-facts';

/**
 * The previews' facts: the build's, then a rename saved in the editor, until a build that has it.
 */

type Facts = Record<string, Record<string, string>>;
const setBuild = (doctor: string) => {
  const facts = { doctor, doctorCredentials: 'D.C.', phone: '(913) 555-0142' };
  Object.assign(globalThis, { SITE_FACTS: { en: facts, es: facts } satisfies Facts });
};
// The editor's bundle defines these at build time (scripts/prebuild/admin.ts); read at each call.
Object.assign(globalThis, { DOCTOR_TEAM: 'dr-ryan-whitaker' });

/** An entry as Sveltia hands it to previews and events. */
const entry = (collection: string, slug: string, data: Record<string, unknown>) => {
  const map: Record<string, unknown> = { collection, slug, data: { toJS: () => data } };
  return { get: (key: string) => map[key] };
};
const doctor = (name: string) => entry('team', 'dr-ryan-whitaker', { name, credentials: 'D.C.' });

beforeEach(() => {
  localStorage.clear();
  setBuild('Dr. Ryan Whitaker');
});

it('the doctor’s own entry names the doctor in its preview, as typed', () => {
  expect(factsFor('en', doctor('Dr. Ryan Whitaker-Lee')).doctor).toBe('Dr. Ryan Whitaker-Lee');
  expect(factsFor('en', entry('team', 'emily-carter', { name: 'Emily' })).doctor).toBe(
    'Dr. Ryan Whitaker',
  );
});

it('a saved rename holds in every preview until a build has it', () => {
  rememberFacts(entry('team', 'emily-carter', { name: 'Emily Carter-Ruiz' }));
  expect(localStorage.length).toBe(0);
  rememberFacts(doctor('Dr. Ryan Whitaker-Lee'));
  expect(factsFor('es').doctor).toBe('Dr. Ryan Whitaker-Lee');
  expect(factsFor('es').phone).toBe('(913) 555-0142');
  // The next build has the new name, and a later build another: the editor's copy is dropped.
  setBuild('Dr. Ryan Whitaker-Lee');
  expect(factsFor('en').doctor).toBe('Dr. Ryan Whitaker-Lee');
  setBuild('Dr. R. Whitaker');
  expect(factsFor('en').doctor).toBe('Dr. R. Whitaker');
});

/** The clinic facts entry as the editor holds it: content/clinic.yaml, changed by `edit`. */
const clinicEntry = (edit: (data: Record<string, unknown>) => void) => {
  const data = YAML.parse(
    fs.readFileSync(path.join(process.cwd(), 'content', 'clinic.yaml'), 'utf8'),
  ) as Record<string, unknown>;
  edit(data);
  return entry('settings', 'clinic', data);
};

it('the clinic facts entry gives every fact of clinic.yaml, as typed and once saved', () => {
  const edited = clinicEntry((data) => {
    data.phone = '(913) 555-0199';
    (data.address as Record<string, string>).street = '12000 W 87th St Pkwy';
    data.hours = [{ days: ['monday'], opens: '07:00', closes: '12:00' }];
  });
  expect(factsFor('en', edited).phone).toBe('(913) 555-0199');
  expect(factsFor('en', edited).phoneHref).toBe('tel:+19135550199');
  expect(factsFor('es', edited).address).toMatch(/^12000 W 87th St Pkwy, Lenexa, KS \d{5}$/);
  expect(factsFor('es', edited).paymentMethods).toMatch(/ y /);
  expect(weeklyHours(factsFor('en', edited))).toEqual([
    { days: ['monday'], opens: '07:00', closes: '12:00' },
  ]);
  // Not yet saved: other previews keep the build's.
  expect(factsFor('en').phone).toBe('(913) 555-0142');
  rememberFacts(edited);
  expect(factsFor('en').phone).toBe('(913) 555-0199');
  expect(factsFor('es').address).toContain('12000 W 87th St Pkwy');
  expect(factsFor('es').doctor).toBe('Dr. Ryan Whitaker');
  // A part of the entry missing while it is edited: the facts stay as they were.
  expect(factsFor('en', entry('settings', 'clinic', { phone: '(913) 555-0100' })).phone).toBe(
    '(913) 555-0199',
  );
});
