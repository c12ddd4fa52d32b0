import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

export function IdeaDetailRoute() {
  const { id } = useParams();
  return <PlaceholderPage title={`Idea ${id ?? ''}`.trim()} />;
}
