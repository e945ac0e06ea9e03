import type { ReferenceCategory } from '@roi/contract/post-rules';

/**
 * Query keys of the reference lists. They start like the posts' lookup of active entries
 * (['reference', category]), so that invalidating a category after a save refreshes every screen's copy.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  category: (category: ReferenceCategory) => [...referenceKeys.all, category] as const,
  entries: (category: ReferenceCategory) => [...referenceKeys.category(category), 'with-retired'] as const,
};
