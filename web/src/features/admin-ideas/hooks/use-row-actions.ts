import { useMutationState } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { adminIdeasKeys, type RowAction } from '../api/admin-ideas-keys';
import { useChangeIdeaType, type TypeChange } from '../api/change-idea-type';
import { useDeleteIdea } from '../api/delete-idea';
import { useStampIdea, type StampChange } from '../api/stamp-idea';
import { useSwitchAutoDelete, type AutoDeleteSwitch } from '../api/switch-auto-delete';
import { useIdeasViewActions } from '../stores/ideas-view-store';
import type { AdminIdeaRow, IdeaRef } from '../types';

// The rows' actions, made once for the whole table: a row scrolling into view then mounts no mutation of its own,
// which is most of what a row used to cost. Each action resolves with whether it went through (its failure is
// already a toast).

export interface RowActions {
  view: (row: AdminIdeaRow) => void;
  toggleSelected: (id: number) => void;
  changeType: (change: TypeChange) => Promise<boolean>;
  /** Also drops the idea from the selection. */
  remove: (idea: IdeaRef) => Promise<boolean>;
  stamp: (change: StampChange) => Promise<boolean>;
  switchAutoDelete: (change: AutoDeleteSwitch) => Promise<boolean>;
}

export const RowActionsContext = createContext<RowActions | null>(null);

const succeeded = (work: Promise<unknown>): Promise<boolean> => work.then(() => true, () => false);

/** The table's one set of row actions; its identity lasts, so memoised rows do not re-render when an action runs. */
export function useTableRowActions(view: (row: AdminIdeaRow) => void): RowActions {
  const { mutateAsync: changeType } = useChangeIdeaType();
  const { mutateAsync: remove } = useDeleteIdea();
  const { mutateAsync: stamp } = useStampIdea();
  const { mutateAsync: switchAutoDelete } = useSwitchAutoDelete();
  const { toggleSelected, deselect } = useIdeasViewActions();
  return useMemo(
    () => ({
      view,
      toggleSelected,
      changeType: (change) => succeeded(changeType(change)),
      remove: async (idea) => {
        const done = await succeeded(remove(idea));
        if (done) deselect(idea.id);
        return done;
      },
      stamp: (change) => succeeded(stamp(change)),
      switchAutoDelete: (change) => succeeded(switchAutoDelete(change)),
    }),
    [view, toggleSelected, deselect, changeType, remove, stamp, switchAutoDelete],
  );
}

export function useRowActions(): RowActions {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error('useRowActions needs the ideas table around it');
  return actions;
}

/** The idea a row action's variables are about: `{ idea }`, or the idea itself (a delete). */
function ideaIdOf(variables: unknown): number | undefined {
  if (typeof variables !== 'object' || variables === null) return undefined;
  const idea = 'idea' in variables ? variables.idea : variables;
  return typeof idea === 'object' && idea !== null && 'id' in idea && typeof idea.id === 'number' ? idea.id : undefined;
}

/** Which of a row's actions are under way, so the row disables them meanwhile. */
export function useRowPending(id: number): readonly RowAction[] {
  return useMutationState({
    filters: { mutationKey: adminIdeasKeys.rowActions(), status: 'pending', predicate: (mutation) => ideaIdOf(mutation.state.variables) === id },
    select: (mutation) => mutation.options.mutationKey?.at(-1) as RowAction,
  });
}
