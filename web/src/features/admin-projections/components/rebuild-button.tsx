import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useRebuildProjection } from '../api/rebuild-projection';
import { rebuildFailed, rebuildStarted, type Projection } from '../utils/projections';

/**
 * Rebuild, asked first. While a generation of the projection builds the server would refuse another, so the button
 * waits; a refusal that still comes (another admin was quicker) is the server's message in a toast.
 */
export function RebuildButton({ projection }: { projection: Projection }) {
  const [confirming, setConfirming] = useState(false);
  const rebuild = useRebuildProjection();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const { name } = projection;
  const confirm = () =>
    rebuild.mutate(name, {
      onSuccess: (started) => toast(rebuildStarted(started)),
      onError: (error) => {
        if (!redirectIfSessionExpired(error)) toast(rebuildFailed(error));
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Rebuild ${name}`}
        disabled={projection.building || rebuild.isPending}
        onClick={() => setConfirming(true)}
      >
        {projection.building ? 'Building…' : 'Rebuild'}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Rebuild ${name}?`}
        description={`A new generation of ${name} is built from the first event while the current one keeps answering, then takes its place. Reads are not interrupted.`}
        confirmLabel="Rebuild"
        pending={rebuild.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
