import type { ReactNode } from 'react';

export interface ContentHubTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

/**
 * The Content Hub's own tabs, in order. A tab another feature draws (the fact library) is added where the
 * app composes the page (app/content-hub-route.tsx), since one feature does not import another.
 */
export const CONTENT_HUB_TABS: readonly ContentHubTab[] = [];
