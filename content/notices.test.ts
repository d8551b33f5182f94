/**
 * The notices the law asks for say what they must, in both languages, and
 * the billing facts in the copy agree with content/clinic.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { clinic } from '@/lib/content/clinic';
import { getPosts } from '@/lib/blog';
import { locales } from '@/lib/i18n';
import { getLegalDoc } from '@/lib/content/legal';
import { markdownOutline } from '@/lib/markdown';

/** A literal string as a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const doc = (locale: (typeof locales)[number], slug: Parameters<typeof getLegalDoc>[1]) =>
  getLegalDoc(locale, slug).body;

describe('HIPAA Notice of Privacy Practices (45 CFR 164.520(b))', () => {
  /** Each element of 164.520(b)(1), as the heading or words that carry it. */
  const elements = {
    en: {
      header: /THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED AND DISCLOSED/,
      treatmentPaymentOperations:
        /\| Treatment \|[\s\S]*\| Payment \|[\s\S]*\| Health care operations \|/,
      otherPurposes: /## Other Uses and Disclosures Allowed by Law/,
      stricterStateLaw: /Kansas or Missouri law gives your information more protection/,
      authorization: /## Uses That Need Your Written Permission[\s\S]*revoke an authorization/,
      rights: /## Your Rights/,
      duties: /## Our Duties[\s\S]*required by law to maintain the privacy[\s\S]*breach/,
      changes: /reserve the right to change the terms of this notice/,
      complaints: /## Complaints[\s\S]*Department of Health and Human Services[\s\S]*not retaliate/,
      contact: new RegExp(
        `Privacy Officer: ${escape(clinic.doctor.name)}[\\s\\S]*${escape(clinic.phone.href)}`,
      ),
      effectiveDate: /## Effective Date\s+This notice is effective as of \w+ \d{1,2}, \d{4}\./,
    },
    es: {
      header: /ESTE AVISO DESCRIBE CÓMO SE PUEDE USAR Y DIVULGAR SU INFORMACIÓN MÉDICA/,
      treatmentPaymentOperations:
        /\| Tratamiento \|[\s\S]*\| Pago \|[\s\S]*\| Operaciones de atención médica \|/,
      otherPurposes: /## Otros usos y divulgaciones que permite la ley/,
      stricterStateLaw: /leyes de Kansas o de Misuri protegen su información más/,
      authorization: /## Usos que requieren su permiso por escrito[\s\S]*revocar una autorización/,
      rights: /## Sus derechos/,
      duties: /## Nuestras obligaciones[\s\S]*mantener la privacidad[\s\S]*violación/,
      changes: /Nos reservamos el derecho de cambiar los términos de este aviso/,
      complaints: /## Quejas[\s\S]*Departamento de Salud y Servicios Humanos[\s\S]*represalia/,
      contact: new RegExp(
        `Responsable de privacidad: (?:[Ee]l )?${escape(clinic.doctor.name)}[\\s\\S]*${escape(clinic.phone.href)}`,
      ),
      effectiveDate:
        /## Fecha de entrada en vigor\s+Este aviso entra en vigor el \d{1,2} de \w+ de \d{4}\./,
    },
  };

  it.each(locales.map((l) => [l]))('is the full notice in %s, not a summary', (locale) => {
    const body = getLegalDoc(locale, 'hipaa-policy').body;
    for (const [element, pattern] of Object.entries(elements[locale]))
      expect(`${element}: ${pattern.test(body)}`).toBe(`${element}: true`);
    expect(body).not.toMatch(
      /summariz|resume el Aviso|full notice is available|aviso completo está/i,
    );
    expect(body.trim().split('\n').pop()).toMatch(/^\*.*template|plantilla.*\*$/);
  });

  it('lists each individual right of 164.520(b)(1)(iv) in both languages', () => {
    const rights = (locale: (typeof locales)[number]) =>
      markdownOutline(doc(locale, 'hipaa-policy')).headings.filter((h) => h.level === 3);
    expect(rights('en').map((h) => h.text)).toEqual(
      expect.arrayContaining([
        'Get a Copy of Your Health Records',
        'Ask Us to Correct Your Records',
        'Request Confidential Communications',
        'Ask Us to Limit What We Use or Share',
        'Get a List of Those With Whom We Have Shared Information',
        'Get a Paper Copy of This Notice',
      ]),
    );
    expect(rights('es')).toHaveLength(rights('en').length);
  });
});

describe('billing facts', () => {
  it('explains what Medicare does not cover and the Advance Beneficiary Notice', () => {
    expect(doc('en', 'good-faith-estimate')).toMatch(/maintenance care/i);
    expect(doc('en', 'good-faith-estimate')).toMatch(/Advance Beneficiary Notice/);
    expect(doc('es', 'good-faith-estimate')).toMatch(/atención de mantenimiento/i);
    expect(doc('es', 'good-faith-estimate')).toMatch(/Aviso Anticipado al Beneficiario/);
    for (const locale of locales)
      expect(doc(locale, 'good-faith-estimate')).toContain(
        clinic.insurance.medicare.status[locale],
      );
  });

  it('never claims a payment arrangement or programme that clinic.ts does not have', () => {
    const copy = [
      ...locales.flatMap((l) =>
        getPosts(l).map((p) => `${p.excerpt}\n${p.content}\n${p.body ?? ''}`),
      ),
      ...['pages', 'steps.yaml', 'services', 'conditions', 'legal'].flatMap((name) => {
        const full = path.join(process.cwd(), 'content', name);
        const files = fs.statSync(full).isDirectory()
          ? fs
              .readdirSync(full, { recursive: true, encoding: 'utf8' })
              .map((f) => path.join(full, f))
          : [full];
        return files.filter((f) => fs.statSync(f).isFile()).map((f) => fs.readFileSync(f, 'utf8'));
      }),
    ].join('\n');
    if (!clinic.payments.paymentPlans)
      expect(copy).not.toMatch(
        /flexible payment|payment plans? (is|are) available|pagos? flexibles?|planes de pago/i,
      );
    if (!clinic.insurance.medicaid.enrolled)
      expect(copy).not.toMatch(
        /\b(we|\{\{shortName\}\}) accepts?[^.?]{0,20}Medicaid|aceptamos[^.?]{0,20}Medicaid/iu,
      );
  });
});

describe('privacy policy', () => {
  it.each(locales.map((l) => [l]))(
    'covers call-back consent, retention and security in %s',
    (locale) => {
      const headings = markdownOutline(doc(locale, 'privacy-policy')).headings.map((h) => h.text);
      expect(headings).toEqual(
        expect.arrayContaining(
          locale === 'en'
            ? [
                'Call-Back Requests and Your Consent',
                'How Long We Keep Information',
                'How We Protect Information',
              ]
            : [
                'Solicitudes de llamada y su consentimiento',
                'Cuánto tiempo guardamos la información',
                'Cómo protegemos la información',
              ],
        ),
      );
    },
  );
});
