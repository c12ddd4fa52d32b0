import { DropdownMenu } from 'radix-ui';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { AdminIdeaMaskIcon, type AdminIdeaIconName } from './admin-idea-icon';

interface RowMenuProps {
  label: string;
  title: string;
  icon: AdminIdeaIconName;
  disabled?: boolean;
  /** The menu's items, built only once it opens. */
  items: () => ReactNode;
}

/**
 * A row's icon button and its menu. Until first opened it is a plain button: a Radix menu per row is two of them per
 * row mounted at every scroll step. Enter, Space, a click and ArrowDown open it, as they open a Radix trigger.
 */
export function RowMenu({ label, title, icon, disabled = false, items }: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const shown = { 'aria-label': label, title, icon, disabled };

  if (!mounted) {
    const openMenu = () => {
      setMounted(true);
      setOpen(true);
    };
    return (
      <MenuButton
        {...shown}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={openMenu}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          openMenu();
        }}
      />
    );
  }
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <MenuButton {...shown} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
          {items()}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Takes the trigger's props (and ref) when Radix wraps it. */
function MenuButton({ icon, ...props }: ComponentProps<'button'> & { icon: AdminIdeaIconName }) {
  return (
    <button type="button" className="icon-button idea-row-actions__icon" {...props}>
      <AdminIdeaMaskIcon name={icon} />
    </button>
  );
}
