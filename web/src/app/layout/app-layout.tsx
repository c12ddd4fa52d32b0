import { Outlet } from 'react-router';
import { LazyDialogs } from './lazy-dialogs';
import { NavigationProgress } from './navigation-progress';
import { TopNav } from './top-nav';

export function AppLayout() {
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <TopNav />
      <main id="main" className="app__main">
        <Outlet />
      </main>
      <LazyDialogs />
    </div>
  );
}
