import { PRODUCT_NAME } from '../../config/product';
import { PaymentResult } from '../../features/payments/components/payment-result';
import { PAYMENT_SUCCESS } from '../../features/payments/utils/payment-texts';

export function PaymentSuccessRoute() {
  return (
    <>
      <title>{`${PAYMENT_SUCCESS.title} · ${PRODUCT_NAME}`}</title>
      <PaymentResult outcome="success" />
    </>
  );
}
