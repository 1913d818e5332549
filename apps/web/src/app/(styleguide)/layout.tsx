// Every page of the style guide (design-system index, foundations, components, patterns): its own frame
// with the logo-only header, so no variant's catch-all route ever answers for these paths.
import type { ReactNode } from 'react';
import { mainViewport, styleGuideMetadata } from '@/chrome/metadata';
import { StyleGuideFrame } from '@/styleguide/StyleGuideFrame';

// The main brand's addresses, share card and icons (chrome/metadata.ts), with the style guide's own titles.
export const metadata = styleGuideMetadata;
export const viewport = mainViewport;

export default function Layout({ children }: { children: ReactNode }) {
  return <StyleGuideFrame>{children}</StyleGuideFrame>;
}
