import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { IdeaHistory } from '../../features/admin-history/components/entity-history';
import { ideaKeys } from '../../features/marketplace/api/idea-keys';
import { IdeaPage } from '../../features/marketplace/components/idea-page';
import { ideaIdFromParam } from '../../features/marketplace/components/idea-page-model';

// /marketplace/{id} (docs/product.md "Marketplace and idea detail"): the idea detail page, editable by ADMIN, with its
// history in a tab for ADMIN.
export function IdeaDetailRoute() {
  const { id } = useParams();
  const ideaId = ideaIdFromParam(id);
  const queryClient = useQueryClient();
  // Keyed by id, so moving to another idea never shows the last one's edit form.
  return (
    <IdeaPage
      key={ideaId ?? 'invalid'}
      id={ideaId}
      history={(idea) => (
        // A restore changes the idea this page shows: it is read again.
        <IdeaHistory source={idea.source} id={idea.id} onRestored={() => void queryClient.invalidateQueries({ queryKey: ideaKeys.all })} />
      )}
    />
  );
}
