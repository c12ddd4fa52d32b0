import { PlaceholderPage } from './placeholder-page';

// Spec 001 §2: only the target of the admin panel's redirect on a 401.
export function LoginRoute() {
  return <PlaceholderPage title="Sign In" />;
}
