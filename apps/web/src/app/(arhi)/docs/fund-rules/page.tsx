// /docs/fund-rules: the fund rules of the main brand, from the document model (documents/site-documents.ts).
import { DocumentPage } from '@/documents/DocumentPage';
import { pdfBytes } from '@/documents/pdf-size';
import { fundRulesDocument } from '@/documents/site-documents';

export const metadata = { title: fundRulesDocument.title, description: fundRulesDocument.lead };

export default function FundRulesPage() {
  return <DocumentPage document={fundRulesDocument} pdfBytes={pdfBytes(fundRulesDocument)} />;
}
