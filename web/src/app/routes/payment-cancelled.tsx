import { PlaceholderPage } from './placeholder-page';

export function PaymentCancelledRoute() {
  return <PlaceholderPage title="Payment Cancelled" />;
}
