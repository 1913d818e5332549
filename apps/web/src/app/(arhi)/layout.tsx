// Every page of the arhi variant: its theme and its chrome.
import type { ReactNode } from 'react';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata } from '@/chrome/metadata';

export const metadata = variantMetadata('arhi');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="arhi">{children}</VariantFrame>;
}
