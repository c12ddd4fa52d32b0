import { meetsRole, type Role } from '@app/domain/shared/roles';
import { EMAIL_VERIFICATION_REQUIRED } from '@app/domain/users/permissions';
import { IDEA_LIMIT_MESSAGE, MONTHLY_IDEA_LIMIT, MONTHLY_LIMIT_TITLE } from '@app/domain/workspace/limits';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';

// docs/product.md "Workspace and AI generation": the checks run in this order, and the first that fails says why. The
// server checks the same (its 429 for the cap shows the same toast); these spare the round trip.

export const SIGN_IN_TO_GENERATE = { title: 'Authentication Required', description: 'Please sign in to generate solutions' } as const;
export const DESCRIPTION_REQUIRED = 'Please enter an idea description';

/** 7 s (docs/product.md "Limits"), then the dialog closes. */
export const IDEA_LIMIT_TOAST: ToastOptions = {
  title: MONTHLY_LIMIT_TITLE,
  description: IDEA_LIMIT_MESSAGE,
  variant: 'destructive',
  duration: TOAST_DURATION.long,
};

export type GenerationBlock =
  | { kind: 'toast'; toast: ToastOptions; closeDialog: boolean }
  | { kind: 'upgrade' }
  | { kind: 'invalid'; message: string };

export interface GenerationAttempt {
  user: { role: Role; emailVerified: boolean } | null;
  generatedThisMonth: number;
  description: string;
}

/** The first check that fails, or null when the idea may be generated. */
export function generationBlock({ user, generatedThisMonth, description }: GenerationAttempt): GenerationBlock | null {
  if (!user) return { kind: 'toast', toast: { ...SIGN_IN_TO_GENERATE, variant: 'destructive' }, closeDialog: false };
  if (!user.emailVerified) {
    return {
      kind: 'toast',
      toast: { title: EMAIL_VERIFICATION_REQUIRED.title, description: EMAIL_VERIFICATION_REQUIRED.message, variant: 'destructive' },
      closeDialog: false,
    };
  }
  if (generatedThisMonth >= MONTHLY_IDEA_LIMIT) return { kind: 'toast', toast: IDEA_LIMIT_TOAST, closeDialog: true };
  if (!meetsRole(user.role, 'PRO')) return { kind: 'upgrade' };
  if (description.trim() === '') return { kind: 'invalid', message: DESCRIPTION_REQUIRED };
  return null;
}

export function monthlyCounterText(generatedThisMonth: number): string {
  return `Total Ideas generated this month: ${generatedThisMonth} / ${MONTHLY_IDEA_LIMIT}`;
}
