// /docs/policy-booklet: the policy booklet, rendered from the product data (documents/site-documents.ts); each
// inclusion modal's 'Read the policy booklet' link leads to its section here.
import { DocumentPage } from '@/documents/DocumentPage';
import { pdfBytes } from '@/documents/pdf-size';
import { policyBookletDocument } from '@/documents/site-documents';

export const metadata = { title: policyBookletDocument.title, description: policyBookletDocument.lead };

export default function PolicyBookletPage() {
  return <DocumentPage document={policyBookletDocument} pdfBytes={pdfBytes(policyBookletDocument)} />;
}
