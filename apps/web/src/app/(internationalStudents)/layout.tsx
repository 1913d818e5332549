// Every page of the internationalStudents variant: its theme and its chrome.
import type { ReactNode } from 'react';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata } from '@/chrome/metadata';

export const metadata = variantMetadata('internationalStudents');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="internationalStudents">{children}</VariantFrame>;
}
