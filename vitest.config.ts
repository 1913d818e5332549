// Unit tests: `*.test.tsx` run in jsdom (components), `*.test.ts` run in node (data, server, scripts).
// Component tests get their CSS for real: processed by the PostCSS config the site uses (postcss.config.mjs),
// scoped like in the build (CSS Modules' default hashed class names) and injected, so getComputedStyle sees it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const shared = {
  globals: true,
  setupFiles: ['./vitest.setup.ts'],
};

// The web app's own alias (apps/web/tsconfig.json's paths), so its modules import alike in tests and in the build.
const resolve = { alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) } };

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        plugins: [react()],
        resolve,
        test: {
          ...shared,
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
          css: { include: [/\.css$/] },
        },
      },
      {
        resolve,
        test: {
          ...shared,
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
