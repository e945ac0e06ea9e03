import type { ReactNode } from 'react';
import { FactsTab } from '../facts/components/facts-tab';

/** What the Content Hub knows of the person using it, for its tabs. */
export interface ContentHubContext {
  /** The menu grants Content Hub's Edit action: the person may change what the tabs hold. */
  canEdit: boolean;
}

export interface ContentHubTab {
  id: string;
  label: string;
  render: (context: ContentHubContext) => ReactNode;
}

/** The Content Hub's tabs, in order. */
export const CONTENT_HUB_TABS: readonly ContentHubTab[] = [{ id: 'facts', label: 'Facts', render: ({ canEdit }) => <FactsTab canEdit={canEdit} /> }];
