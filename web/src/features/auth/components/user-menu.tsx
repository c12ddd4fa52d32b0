import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/use-logout';
import { useAuthUser } from '../../../lib/session/auth-store';
import { avatarLetter } from '../utils/avatar-letter';

export function UserMenu() {
  const user = useAuthUser();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="avatar-button" aria-label="User menu">
        <span className="avatar" aria-hidden>
          {avatarLetter(user.email)}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">{user.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => void navigate('/settings')}>
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => void logout()}>
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
