// Measures what importing Button adds over React alone (compare with baseline-page.tsx): only Button is imported.
import '@ds/tokens/css/main.css';
import '@ds/ui/button/styles.css';
import { createRoot } from 'react-dom/client';
import { Button } from '@ds/ui/button';

createRoot(document.getElementById('root')!).render(
  <main>
    <Button>Get a quote</Button>
  </main>,
);
