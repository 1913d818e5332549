// /gu/forms/{slug}: one of the second brand's forms as a printable page, with its PDF.
import { notFound } from 'next/navigation';
import { DocumentPage } from '@/documents/DocumentPage';
import { pdfBytes } from '@/documents/pdf-size';
import { guForms } from '@/documents/site-documents';

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return guForms.map((form) => ({ slug: form.slug }));
}

const formOf = (slug: string) => guForms.find((form) => form.slug === slug);

export async function generateMetadata({ params }: { params: Params }) {
  const form = formOf((await params).slug);
  return form ? { title: form.title, description: form.summary } : {};
}

export default async function GuFormPage({ params }: { params: Params }) {
  const form = formOf((await params).slug);
  if (!form) notFound();
  return <DocumentPage document={form} pdfBytes={pdfBytes(form)} />;
}
