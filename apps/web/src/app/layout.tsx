// The root of every page: document language, the brand font, base tokens (main theme) and global styles.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@ds/tokens/css/base.css';
// The brand themes the variants use (variantConfigs[*].theme; main is base.css). Each is a small set of
// overrides under [data-theme], so every page carries all of them and a variant's frame picks one by
// attribute; the e2e theme spec fails if a variant's theme is missing here.
import '@ds/tokens/css/themes/gu.css';
import '@ds/tokens/css/themes/foundation.css';
import '@ds/tokens/css/themes/thrive.css';
import './globals.css';
import './print.css';
import { CorporateModeScript } from '@ds/site';
import { ClientNavigation } from '@/chrome/ClientNavigation';
import { CurrentPageMarker } from '@/chrome/CurrentPageMarker';
import { DEFAULT_DOCUMENT_LANGUAGE, DocumentLanguage } from '@/chrome/DocumentLanguage';
import { FocusMainOnNavigation } from '@/chrome/FocusMainOnNavigation';
import { mainViewport, rootMetadata } from '@/chrome/metadata';
import { figtree } from './fonts';

// The main brand's titles, share card and icons; each group's layout adds its own origin's canonical addresses.
export const metadata: Metadata = rootMetadata;

/** The marker after the page's content that the first frame waits for (see the `expect` link below). */
const PAGE_END_ID = 'page-end';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, ...mainViewport };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The corporate-mode script may add data-corporate to <html> before React hydrates; the build sets `lang` to
    // the page's variant's (DocumentLanguage keeps it so after client-side navigations).
    <html lang={DEFAULT_DOCUMENT_LANGUAGE} className={figtree.variable} suppressHydrationWarning>
      <head>
        {/* The first frame waits until what the page shows (header, main content, footer) is parsed, up to the
            marker after it: a slow phone's parser yields partway, and a frame drawn then moved when the rest
            arrived (a layout shift). It showed half the header's links; on a page shorter than the window, the
            main content stretched over a footer half there. Chromium lifts the block when the element arrives,
            not when it ends, hence an empty marker. The inline payload after it is not waited for. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <CorporateModeScript />
      </head>
      <body>
        {children}
        <span id={PAGE_END_ID} hidden />
        <ClientNavigation />
        <CurrentPageMarker />
        <DocumentLanguage />
        <FocusMainOnNavigation />
      </body>
    </html>
  );
}
