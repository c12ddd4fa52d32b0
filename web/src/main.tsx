// Before anything that parses with zod: no eval under the site's CSP.
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The shell's stylesheet first, so the styles components import beside them come after it and win a tie.
import './styles/global.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
