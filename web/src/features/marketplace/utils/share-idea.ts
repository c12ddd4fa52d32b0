import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TOAST_DURATION, toast, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { PRODUCT_NAME } from '../../../config/product';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { ideaHashQueryOptions } from '../api/get-idea-hash';

// Share (docs/product.md "Marketplace and idea detail"): the idea's hash makes a link
// /marketplace?idea={id}&hash={hash} that opens the idea for anyone, premium gate lifted; it is posted through a social
// post intent in a 550x420 pop-up.

export const SHARE_FAILED = 'Failed to share idea';
export const POPUP_BLOCKED = 'Pop-up blocked! Please allow pop-ups and try again.';
export const SHARE_POPUP = { width: 550, height: 420 } as const;
const TITLE_LIMIT = 50;
const TITLE_CUT = 47;

/**
 * The title cut to 50 characters: a longer one keeps its first 47 and gets '...' (docs/product.md "Marketplace and idea
 * detail").
 */
export function shareTitle(title: string): string {
  const characters = [...title.trim()];
  return characters.length > TITLE_LIMIT ? `${characters.slice(0, TITLE_CUT).join('')}...` : characters.join('');
}

/** The notes after the title: the stamp and whether the idea is premium. */
export function shareNotes(idea: Pick<IdeaCardView, 'stamp' | 'type'>): string[] {
  const notes: string[] = [];
  if (idea.stamp === 'Top Picks') notes.push('🏆 Top Picks');
  else if (idea.stamp === 'Crazy') notes.push('🤪 Crazy idea');
  else if (idea.stamp) notes.push(`⭐ ${idea.stamp}`);
  if (idea.type === 'PREMIUM') notes.push('🔒 Premium idea');
  return notes;
}

/** The post's text: the cut title, then the notes. */
export function shareText(idea: Pick<IdeaCardView, 'title' | 'stamp' | 'type'>): string {
  const notes = shareNotes(idea);
  const lead = `💡 Startup idea on ${PRODUCT_NAME}: "${shareTitle(idea.title)}"`;
  return notes.length ? `${lead}\n${notes.join(' · ')}` : lead;
}

/** The shared link: the marketplace, opening this idea with its hash. */
export function shareLink(origin: string, id: number, hash: string): string {
  const query = new URLSearchParams({ idea: String(id), hash });
  return `${origin}/marketplace?${query.toString()}`;
}

/** The X (Twitter) post intent with the text and the link. */
export function shareIntentUrl(text: string, url: string): string {
  return `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url }).toString()}`;
}

/** Centred over the current window where the browser says where that is. */
export function sharePopupFeatures(screenLeft = 0, screenTop = 0, outerWidth = 0, outerHeight = 0): string {
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - SHARE_POPUP.height) / 2));
  return `popup=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top}`;
}

export const shareFailed = (error: unknown): ToastOptions => ({
  variant: 'destructive',
  title: SHARE_FAILED,
  duration: TOAST_DURATION.default,
  ...(serverMessage(error) ? { description: serverMessage(error) } : {}),
});

export const popupBlocked = (): ToastOptions => ({ variant: 'destructive', title: POPUP_BLOCKED, duration: TOAST_DURATION.default });

/**
 * Shares an idea. Needs a verified email; a premium idea also needs PREMIUM (the server gives its hash only then),
 * so anyone short of it gets the upgrade dialog instead of a refusal. The pop-up opens at once, inside the click,
 * because browsers block a window opened after an await; it is pointed at the post intent when the hash arrives,
 * or closed again if the hash cannot be had.
 */
export function useShareIdea(): (idea: IdeaCardView) => void {
  const queryClient = useQueryClient();
  const gate = useFeatureGate();
  return useCallback(
    (idea: IdeaCardView) => {
      if (!gate(idea.type === 'PREMIUM' ? { role: 'PREMIUM' } : {})) return;
      const popup = window.open('about:blank', '_blank', sharePopupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight));
      if (!popup) {
        toast(popupBlocked());
        return;
      }
      // The social site must not reach back into this page.
      popup.opener = null;
      queryClient
        .fetchQuery(ideaHashQueryOptions(idea.id))
        .then((hash) => {
          popup.location.href = shareIntentUrl(shareText(idea), shareLink(window.location.origin, idea.id, hash));
        })
        .catch((error: unknown) => {
          popup.close();
          toast(shareFailed(error));
        });
    },
    [gate, queryClient],
  );
}
