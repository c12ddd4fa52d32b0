import { useEffect } from 'react';
import { RoleBadge } from '../../features/auth/components/role-badge';
import { useAuthUser } from '../../lib/session/auth-store';
import { AuthButtons } from './auth-buttons';
import { BuildIdeaButtons } from './build-idea-buttons';
import { NavLinks } from './nav-links';

// Below the desktop breakpoint the same links and actions as the desktop bar, stacked in a panel.
export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const user = useAuthUser();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div id={id} className="mobile-menu mobile-only">
      <nav aria-label="Main (mobile)">
        <NavLinks onNavigate={onClose} />
      </nav>
      <div className="mobile-menu__actions">
        <BuildIdeaButtons onAction={onClose} />
      </div>
      <div className="mobile-menu__session">
        {user ? (
          <p className="mobile-menu__user">
            <RoleBadge role={user.role} />
            <span>{user.email}</span>
          </p>
        ) : (
          <AuthButtons onAction={onClose} />
        )}
      </div>
    </div>
  );
}
