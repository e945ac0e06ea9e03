const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A server timestamp as a short local date; '—' when it cannot be read. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}
