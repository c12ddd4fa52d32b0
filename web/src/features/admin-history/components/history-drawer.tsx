import type { HistoryKind } from '@app/domain/history/history-view';
import { Dialog } from 'radix-ui';
import { EntityHistory } from './entity-history';

/**
 * A row's 'History' button, opening the entity's history in a drawer from the right (full width on a phone): the
 * table stays where it was underneath.
 */
export function HistoryDrawerButton({ kind, id, name }: { kind: HistoryKind; id: string; name: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="button button--ghost button--small history-drawer-trigger" aria-label={`History of ${name}`}>
        History
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="history-drawer">
          <header className="history-drawer__header">
            <Dialog.Title className="dialog__title">History</Dialog.Title>
            <Dialog.Description className="history-drawer__name">{name}</Dialog.Description>
          </header>
          <EntityHistory kind={kind} id={id} />
          <Dialog.Close className="dialog__close icon-button" aria-label="Close">
            <span aria-hidden>×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
