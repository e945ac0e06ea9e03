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
  SettingsScreen,
  UserManagementScreen,
  UserViewDetailsScreen,
} from './pages';

/** A screen the menu grants below another one's path (Settings lists its own). */
export interface SubPage {
  path: string;
  label: string;
}

interface ScreenProps {
  title: string;
  /** The screens the menu grants under this screen's path, in the menu's order. */
  subPages: readonly SubPage[];
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The screen of every element key a menu entry or feature may name. A key whose screen is
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
  Settings: SettingsScreen,
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
export function MenuScreen({ element, ...props }: ScreenProps & { element: string }) {
  if (!isElementKey(element)) return <ComponentNotFound />;
  const Screen = SCREENS[element];
  return <Screen {...props} />;
}
