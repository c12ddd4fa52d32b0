import { useParams } from 'react-router';
import { BackButton } from '../../components/ui/back-button';
import { PRODUCT_NAME } from '../../config/product';
import { ResendVerificationButton } from '../../features/auth/components/resend-verification-button';
import { TrendDetail } from '../../features/trends/components/trend-detail';

// docs/product.md "Trends"; back goes to the previous page, or to the trends list when the page was opened directly.
export function TrendDetailRoute() {
  const { id } = useParams();
  const trendId = id && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
  return (
    <section className="page container trend-detail-page">
      <title>{`Trend · ${PRODUCT_NAME}`}</title>
      <BackButton fallback="/exploration" />
      <TrendDetail trendId={trendId} verifyAction={<ResendVerificationButton />} />
    </section>
  );
}
