// Every page of the gu variant: its theme and its chrome.
import type { ReactNode } from 'react';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata } from '@/chrome/metadata';

export const metadata = variantMetadata('gu');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="gu">{children}</VariantFrame>;
}
