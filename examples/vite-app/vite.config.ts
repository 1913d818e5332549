// Three pages: the demo (index.html) and two that only measure what importing Button costs over React alone.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      input: { index: 'index.html', button: 'button.html', baseline: 'baseline.html' },
    },
  },
});
