import type { ComponentType, LazyExoticComponent } from 'react';
import type { ElementKey } from '@roi/contract/menu';
import { ComponentNotFound } from '../components/component-not-found';
import {
  ComingSoonPage,
  CreateOrganizationScreen,
  CreatePostScreen,
  EditUserDetailsScreen,
  MenuSettingsScreen,
  OrganizationDetailsScreen,
  OrganizeManagementScreen,
  OrganizationSettingScreen,
  PostsScreen,
  ReferenceListsScreen,
  UserManagementScreen,
  UserViewDetailsScreen,
} from './pages';

type Screen = LazyExoticComponent<ComponentType<{ title: string }>>;

/**
 * The screen of every element key a menu entry or feature may name (spec §2). A key whose screen is
 * not built yet points at the coming-soon page until its own screen module replaces it here.
 */
const SCREENS: Record<ElementKey, Screen> = {
  Dashboard: ComingSoonPage,
  PostsCreate: CreatePostScreen,
  Posts: PostsScreen,
  ContentHub: ComingSoonPage,
  Approval: ComingSoonPage,
  Scheduling: ComingSoonPage,
  Analytics: ComingSoonPage,
  Help: ComingSoonPage,
  Settings: ComingSoonPage,
  OrganizationSetting: OrganizationSettingScreen,
  UserManagement: UserManagementScreen,
  OrganizeManagement: OrganizeManagementScreen,
  MenuSettings: MenuSettingsScreen,
  ReferenceData: ReferenceListsScreen,
  UserViewDetails: UserViewDetailsScreen,
  EditUserDetails: EditUserDetailsScreen,
  CreateOrganization: CreateOrganizationScreen,
  OrganizationDetails: OrganizationDetailsScreen,
};

function isElementKey(key: string): key is ElementKey {
  return Object.hasOwn(SCREENS, key);
}

/** The screen a menu route names, or 'Component not found' for a key this client does not know. */
export function MenuScreen({ element, title }: { element: string; title: string }) {
  if (!isElementKey(element)) return <ComponentNotFound />;
  const Screen = SCREENS[element];
  return <Screen title={title} />;
}
