// Every page of the thrive variant: its theme and its chrome.
import type { ReactNode } from 'react';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata } from '@/chrome/metadata';

export const metadata = variantMetadata('thrive');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="thrive">{children}</VariantFrame>;
}
