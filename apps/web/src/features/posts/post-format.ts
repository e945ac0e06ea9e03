import { cutText, PUBLISH_STATUS } from '@roi/contract/post-rules';
import type { ListStatus } from './post-list-params';

/** How the list names each publish status (0 initial, 1 draft, 2 posted). */
const PUBLISH_STATUS_LABELS: Record<number, string> = {
  [PUBLISH_STATUS.initial]: 'In progress',
  [PUBLISH_STATUS.draft]: 'Draft',
  [PUBLISH_STATUS.posted]: 'Posted',
};

export function publishStatusLabel(status: number): string {
  return PUBLISH_STATUS_LABELS[status] ?? 'Unknown';
}

/** The Status filter's choices, named as the rows' chips name them. */
export const LIST_STATUS_OPTIONS: readonly { value: ListStatus; label: string }[] = [
  { value: 'in-progress', label: 'In progress' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'posted', label: 'Posted' },
  { value: 'archived', label: 'Archived' },
];

/** Posts not yet posted can be carried on in the editor; a posted one can no longer change. */
export function canOpenInEditor(status: number): boolean {
  return status === PUBLISH_STATUS.initial || status === PUBLISH_STATUS.draft;
}

/** '1 post', '24 posts', '0 posts', with the thousands written the user's way. */
export function postCountText(count: number, locale?: string): string {
  const number = new Intl.NumberFormat(locale).format(count);
  return `${number} ${count === 1 ? 'post' : 'posts'}`;
}

/** The list shows this much of a post's text before the ellipsis. */
export const LIST_EXCERPT_CHARS = 140;
const ELLIPSIS = '…';
/** A word cut short reads worse than a line a little shorter: back up to a space if one is this near. */
const WORD_BREAK_WINDOW = 24;

/**
 * A post's plain text as one line of at most `max` characters, ellipsis included, cut at a word where
 * one is near. Code points are counted, so no emoji is split.
 */
export function cutExcerpt(text: string, max: number = LIST_EXCERPT_CHARS): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (Array.from(oneLine).length <= max) return oneLine;
  let cut = cutText(oneLine, Math.max(0, max - 1));
  const endsAtWord = oneLine.charAt(cut.length) === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  if (!endsAtWord && lastSpace > 0 && cut.length - lastSpace <= WORD_BREAK_WINDOW) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s.,;:!?\-–—]+$/u, '')}${ELLIPSIS}`;
}

/** A server timestamp as a date in the user's locale; '—' when it cannot be read. */
export function formatPostDate(value: string, locale?: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The same moment with the time, for a tooltip or a screen reader. */
export function formatPostDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The options of a filter, with the chosen value among them even when the list no longer offers it (a
 * retired entry, a campaign of a link from elsewhere, options still loading): a select must show what
 * filters the list.
 */
export function withChosenOption(options: readonly FilterOption[], chosen: string, labelOfUnknown: (value: string) => string): FilterOption[] {
  if (!chosen || options.some((option) => option.value === chosen)) return [...options];
  return [...options, { value: chosen, label: labelOfUnknown(chosen) }];
}

/**
 * A post stores a reference entry's value, which stays when an agency admin renames the entry: the
 * list shows the current label, or the value itself for an entry no longer offered.
 */
export function referenceLabel(value: string, entries: readonly { value: string; label: string }[] | undefined): string {
  return entries?.find((entry) => entry.value === value)?.label ?? value;
}
