import type { ElementKey } from '@roi/contract/menu-catalogue';
import { PATHS } from '../../lib/paths';

/**
 * Which Help article explains each screen: what the "?" in a screen's header opens. It names articles
 * by address only, so that every screen's header can carry it without the articles themselves, which
 * load with the Help screen; and it loads with the shells, not with the sign-in page
 * (docs/decisions/0025-help-centre.md).
 */
export const HELP_PATH = '/help';

export const HELP_ARTICLE_OF_SCREEN: Record<ElementKey, string | null> = {
  Dashboard: 'dashboard',
  Posts: 'posts',
  PostsCreate: 'creating-posts',
  ContentHub: 'content-hub',
  Approval: 'approvals',
  Scheduling: 'scheduling',
  Analytics: 'analytics',
  // Help itself needs no "?".
  Help: null,
  HelpArticle: null,
  Settings: 'settings-and-linkedin',
  OrganizationSetting: 'organization-settings',
  UserManagement: 'users',
  UserViewDetails: 'users',
  EditUserDetails: 'users',
  OrganizeManagement: 'client-organizations',
  CreateOrganization: 'client-organizations',
  OrganizationDetails: 'client-organizations',
  MenuSettings: 'roles-and-permissions',
  ReferenceData: 'reference-lists',
  ApiKeys: 'using-the-api',
  Webhooks: 'using-the-api',
  Records: 'privacy-and-records',
};

/**
 * The topic of the not-found page, which is shown at any address the menu does not grant: the
 * catch-all route's path.
 */
export const NOT_FOUND_HELP_TOPIC = '*';

/** The articles of the screens at fixed addresses, by address, and of the not-found page. */
export const HELP_ARTICLE_OF_PATH: Readonly<Record<string, string>> = {
  [PATHS.myProfile]: 'my-profile',
  [PATHS.createPost]: 'creating-posts',
  [PATHS.onboarding]: 'getting-started',
  [PATHS.companyDetails]: 'getting-started',
  [PATHS.linkedInOAuth]: 'linkedin-requirements',
  // A screen is often "not found" because the reader's role does not grant it.
  [NOT_FOUND_HELP_TOPIC]: 'roles-and-permissions',
};

export function helpArticlePath(slug: string): string {
  return `${HELP_PATH}/${slug}`;
}

/** The Help address of a screen, by its element key or, for a screen at a fixed address, its path. */
export function helpPathOf(topic: string): string | undefined {
  const slug = Object.hasOwn(HELP_ARTICLE_OF_SCREEN, topic)
    ? HELP_ARTICLE_OF_SCREEN[topic as ElementKey]
    : HELP_ARTICLE_OF_PATH[topic];
  return slug ? helpArticlePath(slug) : undefined;
}
