// The design system's CSS, imported once for every page: tokens with the main theme, GU's overrides, the components.
import '@ds/tokens/css/main.css';
import '@ds/tokens/css/themes/gu.css';
import '@ds/ui/styles.css';
import './page.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: 'Design system example (Next.js)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <body>{children}</body>
    </html>
  );
}
