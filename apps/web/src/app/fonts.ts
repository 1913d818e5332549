// The brand typeface, self-hosted from npm. next/font preloads it and sizes a fallback font to match its
// metrics, so text does not shift when it arrives.
import localFont from 'next/font/local';

export const figtree = localFont({
  // The workspace's hoisted node_modules, relative to this file (next/font needs a literal path).
  src: '../../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
