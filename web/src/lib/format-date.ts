// Dates of the admin tables, in the viewer's time zone (tests pass one) and in the spec's English.

const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** 'Mar 1, 2025, 10:05 AM'; a dash when the date is missing or unreadable. */
export function formatDateTime(iso: string | null, timeZone?: string): string {
  if (iso === null) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { ...DATE_TIME_FORMAT, timeZone }).format(date);
}
