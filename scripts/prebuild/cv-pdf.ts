import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { clinic } from '@/lib/content/clinic';
import { cvLines, cvPath, type CvStyle } from '@/lib/cv';
import { localeInfo, locales, type Locale } from '@/lib/i18n';

/**
 * The doctor's CV as a one-page PDF per language, printed by pdf-lib from
 * lib/cv.ts, so it states the clinic facts and nothing else. The fonts are
 * PDF's standard Helvetica pair (nothing to download or embed).
 * A clinic with its own CV replaces the files and drops this step.
 */
const PAGE = { width: 612, height: 792, margin: 64 }; // US Letter, in points
const STYLE: Record<CvStyle, { size: number; bold: boolean; before: number }> = {
  title: { size: 22, bold: true, before: 0 },
  subtitle: { size: 12, bold: false, before: 4 },
  heading: { size: 13, bold: true, before: 18 },
  body: { size: 11, bold: false, before: 6 },
};

/** Words on lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export async function cvPdf(locale: Locale): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const d = clinic().doctor;
  pdf.setTitle(`${d.name}, ${d.credentials}`);
  pdf.setAuthor(clinic().name);
  pdf.setLanguage(localeInfo[locale].lang);
  // A fixed date keeps the file the same from build to build.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const line of cvLines(locale)) {
    const { size, bold, before } = STYLE[line.style];
    const font = bold ? fonts.bold : fonts.regular;
    y -= before;
    for (const text of wrap(line.text, font, size, PAGE.width - 2 * PAGE.margin)) {
      y -= size * 1.3;
      page.drawText(text, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
  }
  return pdf.save();
}

/** Writes the CV of every language into public/ and returns their paths. */
export async function writeCvPdfs(publicDir: string): Promise<string> {
  const written: string[] = [];
  for (const locale of locales) {
    const file = path.join(publicDir, cvPath(locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await cvPdf(locale));
    written.push(path.relative(process.cwd(), file));
  }
  return written.join(', ');
}
