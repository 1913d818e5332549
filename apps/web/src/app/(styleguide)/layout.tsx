// Every page of the style guide (design-system index, foundations, components, patterns): its own frame
// with the logo-only header, so no variant's catch-all route ever answers for these paths.
import type { ReactNode } from 'react';
import { brand } from '@ds/site/data';
import { StyleGuideFrame } from '@/styleguide/StyleGuideFrame';

export const metadata = {
  title: { template: `%s | ${brand.mainShort} Design System`, default: 'Design system' },
};

export default function Layout({ children }: { children: ReactNode }) {
  return <StyleGuideFrame>{children}</StyleGuideFrame>;
}
