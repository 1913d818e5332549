// Every page of the foundation variant: its theme and its chrome.
import type { ReactNode } from 'react';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata } from '@/chrome/metadata';

export const metadata = variantMetadata('foundation');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="foundation">{children}</VariantFrame>;
}
