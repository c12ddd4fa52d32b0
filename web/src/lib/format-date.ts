// Dates of the admin tables, in the viewer's time zone (tests pass one) and in the spec's English. A missing or
// unreadable date shows as a dash.

const DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function format(iso: string | null, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const date = iso === null ? null : new Date(iso);
  if (date === null || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date);
}

/** 'Mar 1, 2025'. */
export function formatDate(iso: string | null, timeZone?: string): string {
  return format(iso, DATE_FORMAT, timeZone);
}

/** '10:05 AM'. */
export function formatTime(iso: string | null, timeZone?: string): string {
  return format(iso, TIME_FORMAT, timeZone);
}

/** 'Mar 1, 2025, 10:05 AM'. */
export function formatDateTime(iso: string | null, timeZone?: string): string {
  return format(iso, { ...DATE_FORMAT, ...TIME_FORMAT }, timeZone);
}
