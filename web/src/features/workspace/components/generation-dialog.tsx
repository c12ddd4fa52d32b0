import { MAX_USER_CONTEXT_LENGTH } from '@app/domain/workspace/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useUpgradeDialogActions } from '../../../lib/feature-gate/upgrade-dialog-store';
import { useUserStats } from '../api/get-user-stats';
import { useGenerateIdea } from '../api/generate-idea';
import { useGeneratedIdeaReview, useGenerationDialogActions, useGenerationFormOpen } from '../stores/generation-dialog-store';
import { IDEA_LIMIT_TOAST, generationBlock, monthlyCounterText } from '../utils/generation-checks';
import { generatedToast, generationFailedToast } from '../utils/generation-toasts';
import { ReviewDialog } from './review-dialog';
import './generation-dialog.css';

/**
 * The idea-generation dialog in reading B's wording (docs/product.md "Workspace and AI generation": 'Describe a problem
 * and we'll productize a solution', Cancel and 'Generate Solution'), then the review dialog with what was generated.
 */
export function GenerationDialog() {
  const formOpen = useGenerationFormOpen();
  const review = useGeneratedIdeaReview();
  if (formOpen) return <GenerationForm />;
  return review ? <ReviewDialog idea={review} /> : null;
}

function GenerationForm() {
  const user = useAuthUser();
  const { close, showReview } = useGenerationDialogActions();
  const { open: openUpgrade } = useUpgradeDialogActions();
  const stats = useUserStats({ enabled: user !== null });
  const generate = useGenerateIdea();
  const [description, setDescription] = useState('');
  const [isPrivate, setIsPrivate] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const generatedThisMonth = stats.data?.totalUGC ?? 0;
  // docs/product.md "Workspace and AI generation": the limit message shows for 7 s, then the dialog closes.
  const showLimit = () => {
    toast(IDEA_LIMIT_TOAST);
    closeTimer.current = setTimeout(close, IDEA_LIMIT_TOAST.duration);
  };

  const submit = () => {
    if (generate.isPending) return;
    const block = generationBlock({ user, generatedThisMonth, description });
    if (block?.kind === 'toast') {
      if (block.closeDialog) showLimit();
      else toast(block.toast);
      return;
    }
    if (block?.kind === 'upgrade') {
      close();
      openUpgrade('PRO');
      return;
    }
    if (block?.kind === 'invalid') {
      setError(block.message);
      return;
    }
    generate.mutate(
      { userContext: description.trim(), isPrivate },
      {
        onSuccess: (idea) => {
          toast(generatedToast);
          setDescription('');
          showReview(idea);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 429) showLimit();
          else toast(generationFailedToast(failure));
        },
      },
    );
  };

  const pending = generate.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // A generation under way finishes first: closing now would lose the review of what it makes.
        if (!open && !pending) close();
      }}
      title="Describe a problem and we'll productize a solution"
      description="Tell us the problem; we turn it into a product idea with its market, model and go-to-market, saved to your workspace."
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close} disabled={pending}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="button button--primary"
            disabled={pending || description.trim() === ''}
            aria-busy={pending}
          >
            {pending ? 'Generating Solution...' : 'Generate Solution'}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="generation-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="field" data-invalid={error ? '' : undefined}>
          <label className="field__label" htmlFor={`${id}-problem`}>
            Problem
          </label>
          <textarea
            id={`${id}-problem`}
            className="field__input generation-form__problem"
            rows={6}
            maxLength={MAX_USER_CONTEXT_LENGTH}
            placeholder="e.g. Small restaurants throw away a third of their produce because they cannot predict demand."
            value={description}
            disabled={pending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setDescription(event.target.value);
              setError(undefined);
            }}
          />
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <fieldset className="generation-form__visibility" disabled={pending}>
          <legend className="field__label">Visibility</legend>
          <label className="generation-form__option">
            <input type="radio" name="visibility" checked={!isPrivate} onChange={() => setIsPrivate(false)} />
            Public (Share on Platform)
          </label>
          <label className="generation-form__option">
            <input type="radio" name="visibility" checked={isPrivate} onChange={() => setIsPrivate(true)} />
            Private (Keep on Workspace)
          </label>
        </fieldset>
        <p className="generation-form__counter" aria-live="polite">
          {monthlyCounterText(generatedThisMonth)}
        </p>
      </form>
    </Dialog>
  );
}
