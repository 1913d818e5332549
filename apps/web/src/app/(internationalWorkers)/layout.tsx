// Every page of the internationalWorkers variant: its theme and its chrome.
import type { ReactNode } from 'react';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata } from '@/chrome/metadata';

export const metadata = variantMetadata('internationalWorkers');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="internationalWorkers">{children}</VariantFrame>;
}
