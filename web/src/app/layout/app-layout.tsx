import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { useAuthStatus } from '../../lib/session/auth-store';
import { LazyDialogs } from './lazy-dialogs';
import { NavigationProgress } from './navigation-progress';
import { TopNav } from './top-nav';

export function AppLayout() {
  const status = useAuthStatus();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <TopNav />
      <main id="main" className="app__main">
        {/* docs/product.md "Screens and navigation": a full-screen spinner while a stored session is verified; no page renders as signed out
            meanwhile, so none redirects a user who is about to be signed in. */}
        {status === 'verifying' ? <FullScreenSpinner label="Checking your session" /> : <Outlet />}
      </main>
      <LazyDialogs />
    </div>
  );
}
