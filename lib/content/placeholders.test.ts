import { clinic } from '@/lib/content/clinic';
import {
  beforeTitledName,
  fillDeep,
  fillPlaceholders,
  UnknownPlaceholderError,
} from '@/lib/content/placeholders';

const name = clinic().doctor.name;
const short = clinic().doctor.shortName;

describe('fillPlaceholders', () => {
  it('fills clinic facts and rejects an unknown name', () => {
    expect(fillPlaceholders('Call {{phone}}', 'en')).toBe(`Call ${clinic().phone.display}`);
    expect(() => fillPlaceholders('{{nope}}', 'en')).toThrow(UnknownPlaceholderError);
  });

  /** The problems a fill reports, [] when it fills. */
  const problems = (fill: () => unknown) => {
    try {
      fill();
      return [];
    } catch (error) {
      if (error instanceof UnknownPlaceholderError) return error.problems;
      throw error;
    }
  };

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'refuses {{%s}}, a name every object inherits, with the file and field',
    (name) => {
      for (const locale of ['en', 'es'] as const)
        expect(
          problems(() => fillDeep({ intro: [`See {{${name}}}`] }, locale, 'content/pages/x.yaml')),
        ).toEqual([`content/pages/x.yaml: intro.0 (${locale}): unknown placeholder {{${name}}}`]);
    },
  );

  it('suggests the known name closest to a mistyped one', () => {
    expect(problems(() => fillPlaceholders('Call {{phnoe}}', 'en', 'content/x.yaml'))).toEqual([
      'content/x.yaml: unknown placeholder {{phnoe}}; did you mean {{phone}}?',
    ]);
    expect(problems(() => fillPlaceholders('{{Clinicname}}', 'es', 'content/x.yaml'))).toEqual([
      'content/x.yaml: unknown placeholder {{Clinicname}}; did you mean {{clinicName}}?',
    ]);
  });

  it('leaves English titled names bare', () => {
    expect(fillPlaceholders('{{doctor}} and our team. Meet {{doctorShort}}.', 'en')).toBe(
      `${name} and our team. Meet ${short}.`,
    );
    expect(fillPlaceholders('By {{doctor}}', 'en')).toBe(`By ${name}`);
  });

  describe('Spanish titled names take their article by position', () => {
    it.each([
      ['Por {{doctor}}', `Por el ${name}`],
      [
        'En {{clinicName}}, {{doctor}} y nuestro equipo',
        `En ${clinic().name}, el ${name} y nuestro equipo`,
      ],
      ['una visita con {{doctor}}.', `una visita con el ${name}.`],
      ['la historia de {{doctor}}', `la historia del ${name}`],
      ['le da a {{doctor}} la oportunidad', `le da al ${name} la oportunidad`],
      ['De {{doctorShort}}', `Del ${short}`],
      ['{{doctor}} le pregunta', `El ${name} le pregunta`],
      ['escuchar. {{doctor}} le pregunta', `escuchar. El ${name} le pregunta`],
      [
        '1. **Conversación.** {{doctor}} le pregunta',
        `1. **Conversación.** El ${name} le pregunta`,
      ],
      ['Texto.\n\n{{doctor}} revisa', `Texto.\n\nEl ${name} revisa`],
      ['- {{doctor}} revisa', `- El ${name} revisa`],
      ['¿Puede {{doctor}} ayudar?', `¿Puede el ${name} ayudar?`],
      ['general; {{doctor}} le sugerirá', `general; el ${name} le sugerirá`],
    ])('%j', (text, expected) => {
      expect(fillPlaceholders(text, 'es')).toBe(expected);
    });

    it.each([
      ['Conozca al {{doctor}}', `Conozca al ${name}`],
      ['Retrato del {{doctor}}', `Retrato del ${name}`],
      ['El {{doctorShort}} revisa', `El ${short} revisa`],
      ['Por eso el {{doctorShort}} revisa', `Por eso el ${short} revisa`],
    ])('keeps an article already written: %j', (text, expected) => {
      expect(fillPlaceholders(text, 'es')).toBe(expected);
    });

    it('never doubles or mis-contracts an article', () => {
      const text = 'de {{doctor}}, a {{doctor}}, con {{doctor}}. {{doctorShort}}';
      const filled = fillPlaceholders(text, 'es');
      expect(filled).not.toMatch(/\b(el|del|al)\s+(el|del|al)\b/i);
      expect(filled).not.toMatch(/\b(de|a)\s+el\b/i);
      expect(filled).toBe(`del ${name}, al ${name}, con el ${name}. El ${short}`);
    });

    it('leaves other placeholders alone', () => {
      expect(fillPlaceholders('Llame a {{phone}}', 'es')).toBe(`Llame a ${clinic().phone.display}`);
    });
  });
});

describe('beforeTitledName (bylines)', () => {
  it('adds the Spanish article after "Por" and changes nothing in English', () => {
    expect(beforeTitledName('Por ', 'es')).toBe('Por el ');
    expect(beforeTitledName('By ', 'en')).toBe('By ');
  });
});

describe('a long text', () => {
  it('is filled as its parts are, however long (the article is read from the words near a name)', () => {
    const unit = 'La historia de {{doctor}} empieza aquí. {{doctorShort}} atiende en Lenexa.\n\n';
    const long = unit.repeat(20_000); // about 1.5 MB
    const started = Date.now();
    const filled = fillPlaceholders(long, 'es');
    const once = fillPlaceholders(unit, 'es');
    expect(filled).toBe(once.repeat(20_000));
    expect(once).toMatch(/^La historia del Dr\. .* El Dr\./);
    // Linear: a quadratic fill of this text took most of a minute.
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
