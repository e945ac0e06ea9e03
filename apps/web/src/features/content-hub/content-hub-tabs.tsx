import type { ReactNode } from 'react';
import { ContentPiecesTab } from './components/content-pieces-tab';
import { MediaLibraryTab } from './components/media-library-tab';

/** What the caller's role may do in the Content Hub, from its menu grants (the server checks again). */
export interface ContentHubGrants {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Adding, importing and removing the facts posts may state (Content Hub: Publish). */
  canManageFacts: boolean;
}

/** What every tab is given: whose hub it shows, and what the caller may do there. */
export interface ContentHubTabContext {
  organizationId: number;
  grants: ContentHubGrants;
}

export interface ContentHubTab {
  /** In the address: /content-hub?tab=<id>. */
  id: string;
  label: string;
  render: (context: ContentHubTabContext) => ReactNode;
}

/**
 * The Content Hub's own tabs, in the order shown, the first opened by default. A tab another feature
 * draws (the fact library) is added where the app composes the page (app/content-hub-route.tsx), since
 * one feature does not import another.
 */
export const CONTENT_HUB_TABS: readonly ContentHubTab[] = [
  { id: 'media', label: 'Media library', render: (context) => <MediaLibraryTab {...context} /> },
  { id: 'templates', label: 'Templates', render: (context) => <ContentPiecesTab kind="template" {...context} /> },
  { id: 'hashtags', label: 'Hashtag groups', render: (context) => <ContentPiecesTab kind="hashtags" {...context} /> },
  { id: 'snippets', label: 'Snippets', render: (context) => <ContentPiecesTab kind="snippet" {...context} /> },
];
