import fs from 'node:fs';
import path from 'node:path';
import { clinic, formatAddress } from '@/lib/content/clinic';

/**
 * The doctor's CV as a real, one-page PDF, written from the clinic facts so
 * the name, licences and contact details can never disagree with the site.
 * A clinic with its own CV replaces public/documents/… and drops this step.
 */
type Line = { text: string; size: number; bold?: boolean; gap?: number };

function cvLines(): Line[] {
  const d = clinic.doctor;
  const h = (text: string): Line => ({ text, size: 13, bold: true, gap: 18 });
  const p = (text: string): Line => ({ text, size: 10.5 });
  return [
    { text: `${d.name}, ${d.credentials}`, size: 22, bold: true },
    p(`${d.role.en} | ${clinic.name}`),
    p(`${formatAddress()} | ${clinic.phone.display} | ${clinic.email}`),
    h('Licensure'),
    ...d.licensedIn.en.map((state) => p(`- Doctor of Chiropractic, licensed in ${state}`)),
    h('Education'),
    p('- Doctor of Chiropractic (D.C.), graduate of a CCE-accredited chiropractic college'),
    p('- Bachelor of Science, Exercise Science'),
    h('Clinical experience'),
    p(`- Clinic chiropractor, ${clinic.name}, Lenexa, Kansas`),
    p('- Chiropractic care for spine-related conditions, injuries, extremities and families'),
    p('- Auto injury and work injury care with documentation for insurance claims'),
    p('- Acupuncture alongside chiropractic care; golf and sports performance care'),
    h('Clinical focus'),
    p('- Thorough history, chiropractic and neurologic examination, on-site X-rays when indicated'),
    p('- Gentle adjustments, soft-tissue work and home rehabilitation programmes'),
    p('- Prenatal and pediatric adaptations; coordination with physicians and therapists'),
    h('Family tradition'),
    p(`- Part of an extended family of more than ${d.familyChiropractors} chiropractors`),
    h('Languages'),
    p('- English; the clinic team also serves patients in Spanish'),
    { text: 'This CV is provided for patient information.', size: 8.5, gap: 24 },
  ];
}

/** Encodes text for a PDF string in WinAnsi (Latin-1 covers the CV). */
function pdfString(text: string): string {
  return `(${Buffer.from(text, 'latin1')
    .toString('latin1')
    .replace(/([\\()])/g, '\\$1')})`;
}

export function cvPdf(): Buffer {
  let y = 790;
  const ops: string[] = ['BT'];
  for (const line of cvLines()) {
    y -= (line.gap ?? 0) + line.size * 1.45;
    ops.push(
      `/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`,
      `1 0 0 1 56 ${y.toFixed(1)} Tm`,
      `${pdfString(line.text)} Tj`,
    );
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(`${clinic.doctor.name}, ${clinic.doctor.credentials} - Curriculum Vitae`)} /Author ${pdfString(clinic.name)} >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function writeCvPdf(publicDir: string): string {
  const file = path.join(publicDir, clinic.doctor.cv);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, cvPdf());
  return path.relative(process.cwd(), file);
}
