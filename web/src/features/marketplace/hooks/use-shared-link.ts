import type { IdeaCardView, ValidateHashResponse } from '@app/domain/ideas/idea-view';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TOAST_DURATION, toast } from '../../../components/ui/toast/toast-store';
import { useValidateHash } from '../api/validate-hash';
import { useIdeaDialogsActions } from '../stores/idea-dialogs-store';

// Shared idea links (docs/product.md "Marketplace and idea detail"): /marketplace?idea={id}&hash={hash}. With both
// parameters the server checks the hash; a valid one opens the idea's detail with the gate lifted, anything else says
// why and puts the address back to /marketplace.

export const INVALID_SHARED_LINK = 'Invalid shared link';
export const SHARED_IDEA_FAILED = 'Failed to load shared idea';

export interface SharedLink {
  id: number;
  hash: string;
}

/**
 * The link in the address: null when it is no shared link (either parameter missing), 'malformed' when it names no
 * idea a server could have (the id is not a positive whole number, or the hash is blank).
 */
export function readSharedLink(params: URLSearchParams): SharedLink | 'malformed' | null {
  const idea = params.get('idea');
  const hash = params.get('hash');
  if (idea === null || hash === null) return null;
  if (!/^[1-9]\d{0,15}$/.test(idea.trim()) || hash.trim() === '') return 'malformed';
  return { id: Number(idea.trim()), hash: hash.trim() };
}

export type SharedLinkDecision =
  | { kind: 'none' }
  | { kind: 'wait' }
  | { kind: 'open'; idea: IdeaCardView; hash: string }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** What to do with the link, given where its check stands. */
export function decideSharedLink(
  link: SharedLink | 'malformed' | null,
  check: { status: 'pending' | 'success' | 'error'; data?: ValidateHashResponse | undefined },
): SharedLinkDecision {
  if (link === null) return { kind: 'none' };
  if (link === 'malformed') return { kind: 'invalid' };
  if (check.status === 'pending') return { kind: 'wait' };
  if (check.status === 'error') return { kind: 'failed' };
  const idea = check.data?.valid ? check.data.idea : null;
  return idea ? { kind: 'open', idea, hash: link.hash } : { kind: 'invalid' };
}

/** Called once by the marketplace page. */
export function useSharedLink(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { openDetail } = useIdeaDialogsActions();
  const link = readSharedLink(params);
  const check = useValidateHash(typeof link === 'object' ? link : null);
  const decision = decideSharedLink(link, check);
  // Each link is acted on once: re-renders (and the dialog closing) must not open it again or repeat the toast.
  const handled = useRef<string | null>(null);
  const linkKey = `${params.get('idea') ?? ''}\n${params.get('hash') ?? ''}`;

  useEffect(() => {
    if (decision.kind === 'none' || decision.kind === 'wait' || handled.current === linkKey) return;
    handled.current = linkKey;
    if (decision.kind === 'open') {
      openDetail(decision.idea, decision.hash);
      return;
    }
    toast({
      variant: 'destructive',
      title: decision.kind === 'invalid' ? INVALID_SHARED_LINK : SHARED_IDEA_FAILED,
      duration: TOAST_DURATION.default,
    });
    void navigate('/marketplace', { replace: true });
  }, [decision, linkKey, navigate, openDetail]);
}
