import { PlaceholderPage } from './placeholder-page';

export function TermsRoute() {
  return <PlaceholderPage title="Terms of Service and Privacy Policy" />;
}
