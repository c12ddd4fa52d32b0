import { PlaceholderPage } from './placeholder-page';

export function VerifyEmailRoute() {
  return <PlaceholderPage title="Email Verification" />;
}
