import { factsFor, rememberFacts } from '@/components/cms/edited-facts';

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
