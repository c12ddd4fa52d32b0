// The entry: the shell's stylesheet, then the app. A prerendered page (web/prerender/) is painted first and the app
// is only fetched after that paint, so its JavaScript never delays what a first visit sees; an empty page starts
// the app at once (docs/architecture.md "First paint").
import './styles/global.css';
import { getStoredToken } from './lib/auth-token';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A first paint that never comes (a hidden tab) must not keep the app from starting. */
const FIRST_PAINT_WAIT_MS = 3000;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./app/start-app').then(({ startApp }) => startApp(container!));
}

if (container.hasChildNodes() && getStoredToken() !== null) {
  // The page was prerendered signed out, but this browser holds a session the app checks before it shows any page:
  // the signed-out page must not show meanwhile (docs/product.md "Accounts and sessions").
  container.replaceChildren();
  start();
} else if (container.hasChildNodes() && PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, FIRST_PAINT_WAIT_MS);
} else {
  start();
}
