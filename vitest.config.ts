// Unit tests: `*.test.tsx` run in jsdom (components), `*.test.ts` run in node (data, server, scripts).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const shared = {
  globals: true,
  setupFiles: ['./vitest.setup.ts'],
  css: { modules: { classNameStrategy: 'non-scoped' as const } },
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        plugins: [react()],
        test: { ...shared, name: 'dom', environment: 'jsdom', include: ['packages/*/src/**/*.test.tsx'] },
      },
      {
        test: {
          ...shared,
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
