/**
 * How analytics figures are written, on the screen and in the PDF report alike: counts with thousands
 * separators, rates as percentages, and the change from the period before in words.
 */
const counts = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return counts.format(value);
}

/** A count LinkedIn did not give (clicks on a member's own posts): said, never written as 0. */
export const NOT_COUNTED = 'Not counted';

/** A count that may not have been given: the number, or "Not counted". */
export function formatGivenCount(value: number | null): string {
  return value === null ? NOT_COUNTED : formatCount(value);
}

export function formatRate(value: number): string {
  return percent.format(value);
}

/** The change from the period before, in words; none when there is nothing to compare with. */
export function describeChange(current: number, previous: number | null | undefined): string | null {
  if (previous === null || previous === undefined) return null;
  if (previous === 0) return current === 0 ? 'no change' : 'new this period';
  const change = (current - previous) / previous;
  if (Math.abs(change) < 0.0005) return 'no change';
  return `${change > 0 ? '+' : '−'}${percent.format(Math.abs(change))} vs previous period`;
}
