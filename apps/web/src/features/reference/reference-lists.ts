import { MESSAGES } from '@roi/contract/messages';
import { REFERENCE_CATEGORIES, type ReferenceCategory } from '@roi/contract/post-rules';
import type { ReferenceRecord } from '@roi/contract/posts';

/** The lists an agency admin manages, named as people read them. */
export const REFERENCE_LIST_NAMES: Record<ReferenceCategory, string> = {
  goal: 'Goal',
  industry: 'Industry',
  region: 'Region',
  audience: 'Audience',
  country: 'Country',
  timezone: 'Time zone',
};

export function isReferenceCategory(value: unknown): value is ReferenceCategory {
  return typeof value === 'string' && (REFERENCE_CATEGORIES as readonly string[]).includes(value);
}

/** The list the address names (?category=…), else the first one. */
export function categoryFromParam(value: string | null): ReferenceCategory {
  return isReferenceCategory(value) ? value : REFERENCE_CATEGORIES[0];
}

/** The entries in the order they are offered; the label, then the id, break ties. */
export function sortEntries(entries: readonly ReferenceRecord[]): ReferenceRecord[] {
  return [...entries].sort(
    (left, right) => left.sort_order - right.sort_order || left.label.localeCompare(right.label) || left.id - right.id,
  );
}

export const LABEL_MAX_CHARS = 200;
export const SORT_ORDER_MAX = 10_000;

export const LABEL_MESSAGES = {
  required: 'Please enter a label',
  tooLong: `A label can be at most ${LABEL_MAX_CHARS} characters`,
  taken: MESSAGES.referenceLabelTaken,
  order: `A whole number 0–${SORT_ORDER_MAX}`,
} as const;

/** Labels compare as people read them: case and runs of spaces do not make another entry. */
function labelKey(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * What is wrong with a label for this list, or null: empty, too long, or the label of another entry
 * (retired ones included, since restoring one would then clash). `exceptId` is the entry being renamed.
 */
export function labelProblem(label: string, entries: readonly ReferenceRecord[], exceptId?: number): string | null {
  const trimmed = label.trim();
  if (!trimmed) return LABEL_MESSAGES.required;
  if (Array.from(trimmed).length > LABEL_MAX_CHARS) return LABEL_MESSAGES.tooLong;
  const key = labelKey(trimmed);
  if (entries.some((entry) => entry.id !== exceptId && labelKey(entry.label) === key)) return LABEL_MESSAGES.taken;
  return null;
}

/** The order as typed, when it is one the server takes. */
export function parseSortOrder(value: string): number | null {
  if (!/^\s*\d{1,5}\s*$/.test(value)) return null;
  const order = Number(value);
  return order <= SORT_ORDER_MAX ? order : null;
}

/** '7 entries', '1 entry', '7 entries · 2 retired'. */
export function entriesSummary(entries: readonly Pick<ReferenceRecord, 'active'>[]): string {
  const retired = entries.filter((entry) => !entry.active).length;
  const count = `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`;
  return retired > 0 ? `${count} · ${retired} retired` : count;
}
