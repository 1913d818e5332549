// The baseline for button-page.tsx: the same page with React only and a plain button.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <button type="button">Get a quote</button>
  </main>,
);
