import { useSearchParams } from 'react-router';
import { SECTION_PARAM, sectionFromParam, type AdminSectionId } from '../utils/admin-sections';

/** The section the URL names (`?section=`); the sidebar's links change it, so back and forward move between them. */
export function useAdminSection(): AdminSectionId {
  const [params] = useSearchParams();
  return sectionFromParam(params.get(SECTION_PARAM));
}
