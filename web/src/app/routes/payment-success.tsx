import { PlaceholderPage } from './placeholder-page';

export function PaymentSuccessRoute() {
  return <PlaceholderPage title="Payment Successful!" />;
}
