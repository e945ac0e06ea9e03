import type { ReactNode } from 'react';

/** One link of the navigation: the sidebar groups and the profile menu. */
export interface NavEntry {
  path: string;
  label: string;
  icon: ReactNode;
  /** Things waiting for the reader there (posts to approve), shown beside the label when there are any. */
  count?: number;
}

/** Who the shell shows in the top bar and whose organisation's logo heads the sidebar. */
export interface ShellUser {
  fullName: string;
  roleName: string;
  email: string;
  pictureUrl: string | null;
  organizationName: string;
  logoUrl: string | null;
}
