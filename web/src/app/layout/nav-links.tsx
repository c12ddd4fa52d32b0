import { NavLink } from 'react-router';
import { useAuthUser } from '../../lib/session/auth-store';

// docs/product.md "Screens and navigation": Workspace only when signed in, Admin Panel only for ADMIN.
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAuthUser();
  const links = [
    { to: '/marketplace', label: 'Browse Ideas' },
    { to: '/exploration', label: 'Explore Trends' },
    ...(user ? [{ to: '/workspace', label: 'Workspace' }] : []),
    ...(user?.role === 'ADMIN' ? [{ to: '/admin', label: 'Admin Panel' }] : []),
  ];
  return (
    <ul className="nav-links">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="nav-link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
