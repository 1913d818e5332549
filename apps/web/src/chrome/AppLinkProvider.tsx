'use client';
// Injects Next's router link into the component library so internal links navigate client-side.
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { LinkProvider } from '@ds/ui';

export function AppLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={NextLink}>{children}</LinkProvider>;
}
