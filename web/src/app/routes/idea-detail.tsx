import { useParams } from 'react-router';
import { IdeaPage } from '../../features/marketplace/components/idea-page';
import { ideaIdFromParam } from '../../features/marketplace/components/idea-page-model';

// /marketplace/{id} (spec 001 §2): the idea detail page, editable by ADMIN.
export function IdeaDetailRoute() {
  const { id } = useParams();
  const ideaId = ideaIdFromParam(id);
  // Keyed by id, so moving to another idea never shows the last one's edit form.
  return <IdeaPage key={ideaId ?? 'invalid'} id={ideaId} />;
}
