import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../config/product';
import { LocalCheckoutPage } from '../../features/payments/components/local-checkout-page';

export function CheckoutRoute() {
  const { sessionId = '' } = useParams();
  return (
    <>
      <title>{`Checkout · ${PRODUCT_NAME}`}</title>
      <LocalCheckoutPage sessionId={sessionId} />
    </>
  );
}
