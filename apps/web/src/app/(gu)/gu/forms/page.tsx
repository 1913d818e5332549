// /gu/forms: the second brand's forms, each linking to its printable page and its PDF. The page's words are in
// content/pages/gu.ts; the list comes from the forms' document models.
import { notFound } from 'next/navigation';
import { ContentPage } from '@/blocks/ContentPage';
import { pageByPath } from '@/content/pages';
import { FormList } from '@/documents/FormList';
import { pdfBytes } from '@/documents/pdf-size';
import { GU_FORMS_PATH, guForms } from '@/documents/site-documents';

const page = pageByPath(GU_FORMS_PATH);

export const metadata = { title: page?.title, description: page?.lead };

export default function GuFormsPage() {
  if (!page) notFound();
  return (
    <ContentPage page={page}>
      <FormList forms={guForms} pdfBytes={pdfBytes} />
    </ContentPage>
  );
}
