// Every page of the providers variant: its theme and its chrome.
import type { ReactNode } from 'react';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata } from '@/chrome/metadata';

export const metadata = variantMetadata('providers');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="providers">{children}</VariantFrame>;
}
