import { Link } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

export function NotFoundRoute() {
  return (
    <PlaceholderPage title="Page not found">
      <p className="page__lead">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="button button--primary">
        Back to the home page
      </Link>
    </PlaceholderPage>
  );
}
