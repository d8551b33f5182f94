/**
 * For tests: a PDF that opens (one empty page), padded to `bytes` with a comment line when
 * asked, so a test can check the size a link states.
 */
export function onePagePdf(bytes = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const padding = bytes - body.length - 2;
  return Buffer.from(padding > 0 ? `${body}%${'x'.repeat(padding)}\n` : body);
}
