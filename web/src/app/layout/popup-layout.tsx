import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { PRODUCT_NAME } from '../../config/product';
import { useAuthStatus } from '../../lib/session/auth-store';
import './popup-layout.css';

/**
 * The checkout pop-up's pages (600x700): the product's name and one card, without the site's navigation, which
 * would lead away from the payment inside a window that is meant to be closed.
 */
export function PopupLayout() {
  const status = useAuthStatus();
  return (
    <div className="popup-layout">
      <p className="popup-layout__brand">{PRODUCT_NAME}</p>
      <main id="main" className="popup-layout__main">
        {status === 'verifying' ? <FullScreenSpinner label="Checking your session" /> : <Outlet />}
      </main>
    </div>
  );
}
