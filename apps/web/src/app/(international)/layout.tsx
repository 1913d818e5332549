// Every page of the international variant: its theme and chrome; its canonical address and share card on its
// origin; its brand's manifest, icons and theme colour (chrome/metadata.ts).
import type { ReactNode } from 'react';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata, variantViewport } from '@/chrome/metadata';

export const metadata = variantMetadata('international');
export const viewport = variantViewport('international');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="international">{children}</VariantFrame>;
}
