import { fundForms, policyBooklet } from '@ds/product/documents';
import type { FundIdentity } from '@ds/product/documents';
import { renderDocumentPdf } from './document-pdf.mjs';

const fund: FundIdentity = {
  name: 'Test Fund',
  company: 'Test Fund Pty Ltd',
  phone: '1300 000 000',
  mail: ['PO Box 1', 'Testville NSW 2000'],
  portal: 'Test Online',
  app: 'Test app',
  gapScheme: 'TestGap',
};
const createdAt = new Date('2026-01-01T00:00:00Z');

/** The words an uncompressed pdfkit PDF shows: its text operators' hex strings, one line per operator. */
function shownText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)].map(([, parts]) =>
    [...parts!.matchAll(/<([0-9a-f]*)>/g)]
      .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
      .join(''),
  );
}

describe('renderDocumentPdf', () => {
  it('prints a PDF with the title, the contents, every section and a page number on every page', async () => {
    const booklet = policyBooklet(fund);
    const pdf = await renderDocumentPdf(booklet, { compress: false, createdAt });
    const source = pdf.toString('latin1');
    expect(source.startsWith('%PDF-1.7')).toBe(true);
    expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = source.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(10);
    const text = shownText(pdf);
    expect(text).toContain('Policy booklet');
    expect(text).toContain('Contents');
    expect(text).toContain('TEST FUND');
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain('Test Fund · Policy booklet');
  });

  it('makes every section a named destination, so the contents and outline link to it', async () => {
    const booklet = policyBooklet(fund);
    const source = (await renderDocumentPdf(booklet, { compress: false, createdAt })).toString('latin1');
    for (const id of ['hospital-heart-and-vascular-system', 'extras-optical', 'waiting-periods']) {
      expect(source).toContain(`(${id})`);
    }
  });

  it('prints the same bytes for the same model and date', async () => {
    const [form] = fundForms(fund, '/test/forms');
    const first = await renderDocumentPdf(form!, { createdAt });
    const second = await renderDocumentPdf(form!, { createdAt });
    expect(first.equals(second)).toBe(true);
  });
});
