import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useAdminPrompts } from '../api/get-admin-prompts';
import { PROMPTS_FETCH_FAILED, promptsFetchFailed } from '../utils/admin-prompts-toasts';
import './admin-prompts.css';
import { PromptsForm } from './prompts-form';

/**
 * The admin panel's System Prompts section (docs/product.md "Admin: System Prompts"): the prompt templates the AI is
 * asked with. A spinner while they load; a failed read says so in a toast and offers a retry; a refused session goes to
 * /login. `afterSave` shows below the form once a save went through (the scoring rubric's re-scoring offer), afresh after
 * each save.
 */
export function PromptsSection({ afterSave }: { afterSave: ReactNode }) {
  const prompts = useAdminPrompts();
  const [saves, setSaves] = useState(0);
  const titleId = useId();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const announced = useRef(0);
  useEffect(() => {
    if (!prompts.isError || announced.current === prompts.errorUpdatedAt) return;
    announced.current = prompts.errorUpdatedAt;
    if (!redirectIfSessionExpired(prompts.error)) toast(promptsFetchFailed(prompts.error));
  }, [prompts.isError, prompts.error, prompts.errorUpdatedAt, redirectIfSessionExpired]);

  return (
    <section className="card prompts-card" aria-labelledby={titleId} aria-busy={prompts.isFetching}>
      <h2 id={titleId} className="card__title">
        System Prompts &amp; Templates
      </h2>
      <p className="card__description">
        What the AI is asked for each kind of generation. Placeholders such as <code>{'{{title}}'}</code> or{' '}
        <code>{'{{userContext}}'}</code> are filled in with the idea or the member&apos;s text; the next generation uses the
        saved prompt.
      </p>
      {prompts.isPending ? (
        <div className="prompts-card__state">
          <Spinner size="large" label="Loading prompts" />
        </div>
      ) : prompts.data ? (
        <PromptsForm saved={prompts.data} onSaved={() => setSaves((count) => count + 1)} />
      ) : (
        <div className="prompts-card__state" role="alert">
          <p>{PROMPTS_FETCH_FAILED}</p>
          <button type="button" className="button button--secondary" onClick={() => void prompts.refetch()}>
            Try again
          </button>
        </div>
      )}
      {saves > 0 && <Fragment key={saves}>{afterSave}</Fragment>}
    </section>
  );
}
