import { PRODUCT_NAME } from '../../config/product';
import { PaymentResult } from '../../features/payments/components/payment-result';
import { PAYMENT_CANCELLED } from '../../features/payments/utils/payment-texts';

export function PaymentCancelledRoute() {
  return (
    <>
      <title>{`${PAYMENT_CANCELLED.title} · ${PRODUCT_NAME}`}</title>
      <PaymentResult outcome="cancelled" />
    </>
  );
}
