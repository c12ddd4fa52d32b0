import { useSessionVerification } from '../features/auth/api/get-session';

/** Verifies a stored token at start-up and keeps the session current for as long as the app runs. */
export function SessionVerification() {
  useSessionVerification();
  return null;
}
