import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

export function TrendDetailRoute() {
  const { id } = useParams();
  return <PlaceholderPage title={`Trend ${id ?? ''}`.trim()} />;
}
