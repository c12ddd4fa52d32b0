import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { GENERATION_FAILED } from '../api/generate-idea';

// What the dialog says once the server has answered (docs/product.md "Workspace and AI generation", reading B's
// wording).

export const generatedToast: ToastOptions = {
  title: 'Your idea has been generated and saved to your workspace',
  variant: 'success',
  duration: TOAST_DURATION.default,
};

/** The server's message when it gave one (a refusal says why), else reading B's 'Error' text. */
export function generationFailedToast(error: unknown): ToastOptions {
  return { title: 'Error', description: serverMessage(error) ?? GENERATION_FAILED, variant: 'destructive', duration: TOAST_DURATION.default };
}
