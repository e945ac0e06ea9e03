import type { ActionName } from './menu.js';
import type { ElementKey } from './menu-catalogue.js';

/**
 * Server permissions, each the checked action of one menu feature: the menu-access table is the one
 * source of truth for the navigation and for the server (docs/product/administration.md#permissions).
 */
export const PERMISSIONS = {
  /** The dashboard's summary; each of its cards asks, besides, for the permission of the screen that owns it. */
  dashboardView: { element: 'Dashboard', action: 'View' },
  menuView: { element: 'MenuSettings', action: 'View' },
  menuEdit: { element: 'MenuSettings', action: 'Edit' },
  usersView: { element: 'UserManagement', action: 'View' },
  usersCreate: { element: 'UserManagement', action: 'Create' },
  usersEdit: { element: 'UserManagement', action: 'Edit' },
  organizationsView: { element: 'OrganizeManagement', action: 'View' },
  organizationsCreate: { element: 'OrganizeManagement', action: 'Create' },
  organizationsEdit: { element: 'OrganizeManagement', action: 'Edit' },
  orgSettingsEdit: { element: 'OrganizationSetting', action: 'Edit' },
  postsView: { element: 'Posts', action: 'View' },
  /** Deleting and archiving other people's posts of the organisation; one's own need only postsCreate. */
  postsManageOthers: { element: 'Posts', action: 'Delete' },
  postsCreate: { element: 'PostsCreate', action: 'Create' },
  postsPublish: { element: 'PostsCreate', action: 'Publish' },
  schedulingView: { element: 'Scheduling', action: 'View' },
  schedulingPublish: { element: 'Scheduling', action: 'Publish' },
  analyticsView: { element: 'Analytics', action: 'View' },
  /** Recording and removing outcomes against campaigns, and the signing secret of the outcomes endpoint. */
  analyticsRecord: { element: 'Analytics', action: 'Edit' },
  /** Seeing reviews and approving or rejecting where one's role or name is on the step. */
  approvalView: { element: 'Approval', action: 'View' },
  /** Changing an organisation's approval chain. */
  approvalEdit: { element: 'Approval', action: 'Edit' },
  contentHubView: { element: 'ContentHub', action: 'View' },
  /** Adding library images and making templates, hashtag groups and snippets (and changing them). */
  contentHubCreate: { element: 'ContentHub', action: 'Create' },
  /** Changing a library image's alt text and tags. */
  contentHubEdit: { element: 'ContentHub', action: 'Edit' },
  contentHubDelete: { element: 'ContentHub', action: 'Delete' },
  referenceManage: { element: 'ReferenceData', action: 'Edit' },
  factsView: { element: 'ContentHub', action: 'View' },
  /** Adding, importing and removing the organisation's facts. */
  factsManage: { element: 'ContentHub', action: 'Publish' },
  apiKeysView: { element: 'ApiKeys', action: 'View' },
  apiKeysManage: { element: 'ApiKeys', action: 'Edit' },
  webhooksView: { element: 'Webhooks', action: 'View' },
  webhooksManage: { element: 'Webhooks', action: 'Edit' },
  /** Searching and exporting the organisation's public records. */
  recordsView: { element: 'Records', action: 'View' },
  /** Setting retention and placing or lifting legal holds. */
  recordsManage: { element: 'Records', action: 'Edit' },
} as const satisfies Record<string, { element: ElementKey; action: ActionName }>;

export type PermissionName = keyof typeof PERMISSIONS;
