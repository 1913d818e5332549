// The brand typeface, self-hosted from npm. next/font preloads it and sizes a fallback font to match its
// metrics. `optional`: the font is used when it arrives within the first moments (always, once cached); on a slow
// first visit the matched fallback stays for that page, so the largest text is painted once, at first paint,
// instead of again a second later when the font lands (measured by `npm run bench`: the bare page's LCP moved
// from 2.1 s to its FCP).
import localFont from 'next/font/local';

export const figtree = localFont({
  // The workspace's hoisted node_modules, relative to this file (next/font needs a literal path).
  src: '../../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-brand',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
