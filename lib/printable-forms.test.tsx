/**
 * The forms page's printable forms (content/pages/forms.yaml `printableForms`), on
 * a copy of content/ and public/: a listed PDF becomes a download link on both
 * language pages, naming its type and size; a listed file that is missing, or
 * is not a PDF by its bytes, is refused by the content check with the file and
 * the fix; an empty list (the shipped content) shows no section.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import YAML from 'yaml';
import { onePagePdf } from '@/lib/one-page-pdf';

const sources = {
  content: process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'),
  public: process.env.PUBLIC_DIR ?? path.join(process.cwd(), 'public'),
};
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'printable-forms-'));
const formsFile = path.join(root, 'content', 'pages', 'forms.yaml');

/** A small PDF that opens, of 180 KB. */
const smallPdf = () => onePagePdf(180 * 1024);

/**
 * Lists these forms (English title, Spanish title, file, and the Spanish list's file when a hand
 * edit made it another) in the copy's forms page.
 */
function listForms(forms: readonly [string, string, string, string?][]) {
  const data = YAML.parse(fs.readFileSync(formsFile, 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  for (const [index, locale] of Object.keys(data).entries())
    data[locale]!.printableForms = forms.map((form) => ({
      title: form[index],
      file: (index > 0 ? form[3] : undefined) ?? form[2],
    }));
  fs.writeFileSync(formsFile, YAML.stringify(data));
}

function writePublic(src: string, bytes: Buffer | string) {
  fs.mkdirSync(path.dirname(path.join(root, 'public', src)), { recursive: true });
  fs.writeFileSync(path.join(root, 'public', src), bytes);
}

beforeEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  for (const [dir, source] of Object.entries(sources))
    fs.cpSync(source, path.join(root, dir), { recursive: true });
  process.env.CONTENT_DIR = path.join(root, 'content');
  process.env.PUBLIC_DIR = path.join(root, 'public');
  jest.resetModules();
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

/** The forms page in one language, rendered as the export renders it, into the document. */
async function renderForms(locale: 'en' | 'es') {
  const server = await import('react-dom/server');
  const { FormsPage } = await import('@/components/pages/forms-page');
  document.body.innerHTML = server.renderToStaticMarkup(<FormsPage locale={locale} />);
}

async function problems(): Promise<string[]> {
  const { contentProblems } = await import('@/lib/content/check');
  return contentProblems();
}

describe('printable forms on the forms page', () => {
  it('links a listed PDF on both language pages, with its type and size', async () => {
    writePublic('/media/new-patient-intake.pdf', smallPdf());
    listForms([
      ['New patient intake', 'Admisión de paciente nuevo', '/media/new-patient-intake.pdf'],
    ]);
    expect(await problems()).toEqual([]);

    await renderForms('en');
    const en = screen.getByRole('region', { name: 'Printable forms (PDF)' });
    const enLink = within(en).getByRole('link', { name: 'New patient intake (PDF, 180 KB)' });
    expect(enLink.getAttribute('href')).toBe('/media/new-patient-intake.pdf');

    await renderForms('es');
    const es = screen.getByRole('region', { name: 'Formularios para imprimir (PDF)' });
    const esLink = within(es).getByRole('link', {
      name: 'Admisión de paciente nuevo (PDF, 180 KB)',
    });
    expect(esLink.getAttribute('href')).toBe('/media/new-patient-intake.pdf');
  });

  it('counts a listed PDF as used, so the export keeps it', async () => {
    writePublic('/media/new-patient-intake.pdf', smallPdf());
    writePublic('/media/unlisted.pdf', smallPdf());
    listForms([['Intake', 'Admisión', '/media/new-patient-intake.pdf']]);
    const { unusedMedia } = await import('@/lib/content/media');
    expect(unusedMedia()).toContain('/media/unlisted.pdf');
    expect(unusedMedia()).not.toContain('/media/new-patient-intake.pdf');
  });

  it('refuses a listed file that does not exist, naming it and the fix', async () => {
    listForms([['Intake', 'Admisión', '/media/missing-intake.pdf']]);
    const found = (await problems()).join('\n');
    expect(found).toMatch(
      /forms\.yaml: printableForms\.0\.file \(en\): no such file: public\/media\/missing-intake\.pdf: upload the PDF/,
    );
    expect(found).toMatch(/or take this form out of the list/);
  });

  it('refuses a listed file that is not a PDF by its bytes, naming it and the fix', async () => {
    writePublic('/media/intake.pdf', '<html>not a PDF</html>');
    listForms([['Intake', 'Admisión', '/media/intake.pdf']]);
    const found = (await problems()).join('\n');
    expect(found).toMatch(
      /forms\.yaml: printableForms\.0\.file \(en\): public\/media\/intake\.pdf: the file is named \.pdf but is not a PDF file .*save it again as a real PDF\. Or take this form out of the list\./,
    );
  });

  it('refuses English and Spanish lists that point at different PDFs, naming both', async () => {
    writePublic('/media/intake.pdf', smallPdf());
    writePublic('/media/admision.pdf', smallPdf());
    listForms([['Intake', 'Admisión', '/media/intake.pdf', '/media/admision.pdf']]);
    const found = (await problems()).join('\n');
    expect(found).toContain(
      'forms.yaml: printableForms.file (es): must be the same in every language, in the same order (en has ["/media/intake.pdf"])',
    );
  });

  it('refuses the same PDFs listed in another order in Spanish', async () => {
    writePublic('/media/intake.pdf', smallPdf());
    writePublic('/media/auto.pdf', smallPdf());
    const spanish = ['Admisión', 'Accidente de auto'];
    listForms([
      ['Intake', spanish[0]!, '/media/intake.pdf', '/media/auto.pdf'],
      ['Auto accident', spanish[1]!, '/media/auto.pdf', '/media/intake.pdf'],
    ]);
    expect((await problems()).join('\n')).toContain(
      'printableForms.file (es): must be the same in every language, in the same order (en has ["/media/intake.pdf","/media/auto.pdf"])',
    );
    // The same files in the same order pass: titles differ by language, files do not.
    listForms([
      ['Intake', spanish[0]!, '/media/intake.pdf'],
      ['Auto accident', spanish[1]!, '/media/auto.pdf'],
    ]);
    jest.resetModules();
    expect(await problems()).toEqual([]);
  });

  it('shows no section when the list is empty, as the site ships', async () => {
    const { practicePages } = await import('@/lib/content/pages');
    const { copy } = practicePages().forms;
    expect([copy.en.printableForms, copy.es.printableForms]).toEqual([[], []]);
    for (const locale of ['en', 'es'] as const) {
      await renderForms(locale);
      expect(document.querySelector('[data-testid="printable-forms"]')).toBeNull();
      expect(document.querySelector('a[href$=".pdf"]')).toBeNull();
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    }
  });
});
