import { useRouteError } from 'react-router';
import { ErrorFallback } from '../../components/errors/error-fallback';

// A page that throws while rendering, or whose code fails to load (say, after a deploy replaced its chunk).
export function RouteError() {
  return <ErrorFallback error={useRouteError()} />;
}
