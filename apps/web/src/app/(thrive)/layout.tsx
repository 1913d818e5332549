// Every page of the thrive variant: its theme and its chrome.
import type { ReactNode } from 'react';
import '@ds/tokens/css/themes/thrive.css';
import { VariantFrame } from '@/chrome/VariantFrame';
import { variantMetadata } from '@/chrome/metadata';

export const metadata = variantMetadata('thrive');

export default function Layout({ children }: { children: ReactNode }) {
  return <VariantFrame variant="thrive">{children}</VariantFrame>;
}
