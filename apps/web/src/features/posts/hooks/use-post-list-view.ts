import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readPostListView, writePostListView, type PostListView } from '../post-list-params';

/** The list as the address holds it, and a way to show another one (replacing the entry, not adding one). */
export function usePostListView(canChooseOrganization: boolean) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readPostListView(params, { canChooseOrganization }), [params, canChooseOrganization]);
  const show = useCallback((next: PostListView) => setParams(writePostListView(next), { replace: true }), [setParams]);
  return { view, show };
}

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, committed once typing pauses. The committed search may also change from outside
 * (Clear filters, the browser's back button): the box then shows it.
 */
export function useSearchDraft(committed: string, commit: (value: string) => void, delayMs: number = SEARCH_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(committed);
  const [shownCommitted, setShownCommitted] = useState(committed);
  if (committed !== shownCommitted) {
    setShownCommitted(committed);
    setDraft(committed);
  }

  // The timer commits with the newest `commit`, which knows the filters chosen while it ran.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: string) => {
    setDraft(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commitRef.current(value), delayMs);
  };
  /** Forgets a pending commit: the search is being replaced (Clear filters). */
  const cancel = () => window.clearTimeout(timer.current);
  return { draft, change, cancel };
}
