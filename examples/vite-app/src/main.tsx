// The demo page's entry: the design system's CSS once (tokens with the main theme, GU's overrides, the
// components), then the app.
import '@ds/tokens/css/main.css';
import '@ds/tokens/css/themes/gu.css';
import '@ds/ui/styles.css';
import './page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
