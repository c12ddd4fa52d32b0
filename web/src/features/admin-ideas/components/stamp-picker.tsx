import { STAMPS } from '@app/domain/ideas/idea-enumerations';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form/field';
import { useRowActions } from '../hooks/use-row-actions';
import { useRowGuard } from '../hooks/use-row-guard';
import type { AdminIdeaRow } from '../types';
import { RowMenu } from './row-menu';

/** Ours: the server keeps stamps to 30 characters. */
const STAMP_MAX = 30;

/** The stamp picker (docs/product.md "Admin: Ideas"): Top Picks, Crazy, a custom stamp, or Clear Stamp. */
export function StampPicker({ row, pending }: { row: AdminIdeaRow; pending: boolean }) {
  const { stamp: stampIdea } = useRowActions();
  const guard = useRowGuard(row);
  const [customOpen, setCustomOpen] = useState(false);
  const [custom, setCustom] = useState('');
  const stamp = (value: string | null, done?: () => void) =>
    guard(() => void stampIdea({ idea: row, stamp: value }).then((stamped) => stamped && done?.()));
  const trimmed = custom.trim();

  return (
    <>
      <RowMenu
        label={`Stamp idea ${row.id}`}
        title="Stamp"
        icon="stamp"
        disabled={pending}
        items={() => (
          <>
            <DropdownMenu.Label className="menu__label">{row.stamp ? `Stamp: ${row.stamp}` : 'No stamp'}</DropdownMenu.Label>
            <DropdownMenu.Separator className="menu__separator" />
            {STAMPS.map((name) => (
              <DropdownMenu.Item key={name} className="menu__item" onSelect={() => stamp(name)}>
                {name}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Item
              className="menu__item"
              onSelect={() => {
                setCustom(row.stamp && !(STAMPS as readonly string[]).includes(row.stamp) ? row.stamp : '');
                setCustomOpen(true);
              }}
            >
              Custom stamp...
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="menu__separator" />
            <DropdownMenu.Item className="menu__item" disabled={!row.stamp} onSelect={() => stamp(null)}>
              Clear Stamp
            </DropdownMenu.Item>
          </>
        )}
      />
      {customOpen && (
        <Dialog
          open
          onOpenChange={setCustomOpen}
          title="Custom stamp"
          description={`A stamp of your own for idea #${row.id}.`}
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={() => setCustomOpen(false)}>
                Cancel
              </button>
              <button
                type="submit"
                form={`custom-stamp-${row.id}`}
                className="button button--primary"
                disabled={trimmed === '' || pending}
              >
                {pending ? 'Saving...' : 'Save Stamp'}
              </button>
            </>
          }
        >
          <form
            id={`custom-stamp-${row.id}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (trimmed !== '') stamp(trimmed, () => setCustomOpen(false));
            }}
          >
            <TextField name="stamp" label="Stamp" value={custom} onValueChange={setCustom} maxLength={STAMP_MAX} autoFocus />
          </form>
        </Dialog>
      )}
    </>
  );
}
