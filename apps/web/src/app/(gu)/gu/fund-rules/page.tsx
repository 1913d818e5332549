// /gu/fund-rules: the second brand's fund rules, the same document builder with its own identity, in its theme.
import { DocumentPage } from '@/documents/DocumentPage';
import { pdfBytes } from '@/documents/pdf-size';
import { guFundRulesDocument } from '@/documents/site-documents';

export const metadata = { title: guFundRulesDocument.title, description: guFundRulesDocument.lead };

export default function GuFundRulesPage() {
  return <DocumentPage document={guFundRulesDocument} pdfBytes={pdfBytes(guFundRulesDocument)} />;
}
