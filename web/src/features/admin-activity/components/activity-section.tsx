// The Activity section: the platform's recent changes (GET /api/admin/activity).
export function ActivitySection() {
  return <section aria-label="Activity" />;
}
