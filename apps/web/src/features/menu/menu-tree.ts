import { ENABLE_ACTION, type MenuFeature, type MenuItem, type MenuPlacement } from '@roi/contract/menu';
import { joinMenuPath } from '@roi/contract/menu-catalogue';

export function isFeatureEnabled(feature: MenuFeature): boolean {
  return feature.action.some((action) => action.action_name === ENABLE_ACTION && action.checked);
}

/** An entry is shown when some feature of it has its Enable action checked. */
export function isEnabled(item: MenuItem): boolean {
  return item.feature.some(isFeatureEnabled);
}

/**
 * Whether an entry's own path is a screen of this client: the one rule for showing the entry, routing it
 * and landing on it, so that no link or landing ever points at a path that was not routed. The navigation shows
 * an entry whose some feature is enabled, so its own path is routed then, even when the feature of its own
 * screen (path '') is not; the server checks every call that screen makes.
 */
export function isRoutableEntry(item: MenuItem): boolean {
  return item.path.startsWith('/') && isEnabled(item);
}

/** Every entry, depth first, in the server's order, with the nested `sub` and `menu` lists. */
export function* walkMenu(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    yield* walkMenu(item.sub);
    yield* walkMenu(item.menu);
  }
}

/**
 * Where a signed-in user lands (docs/product/screens.md#landing-screen-after-sign-in): the first entry
 * whose own path is routed. The other choice, the first checked feature of an entry, never arises: an
 * entry with a checked feature is routed.
 */
export function firstMenuPath(items: readonly MenuItem[]): string | null {
  for (const item of walkMenu(items)) {
    if (isRoutableEntry(item)) return item.path;
  }
  return null;
}

/** A screen the menu grants: where it lives, which element shows it, and its label. */
export interface MenuRoute {
  path: string;
  element: string;
  label: string;
}

/**
 * The routes a menu grants: each routable entry's own path, and under it the path of each feature
 * whose own Enable action is checked. Paths in `reserved` belong to static routes, which win; a path
 * granted twice is routed once.
 */
export function buildMenuRoutes(items: readonly MenuItem[], reserved: ReadonlySet<string> = new Set()): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const taken = new Set(reserved);
  const add = (path: string, element: string, label: string) => {
    if (taken.has(path)) return;
    taken.add(path);
    routes.push({ path, element, label });
  };
  for (const item of walkMenu(items)) {
    if (!isRoutableEntry(item)) continue;
    add(item.path, item.element, item.language_name);
    for (const feature of item.feature) {
      if (feature.path && isFeatureEnabled(feature)) {
        add(joinMenuPath(item.path, feature.path), feature.element, feature.language_name);
      }
    }
  }
  return routes;
}

/** The routable entries of one place in the navigation (sidebar groups, profile menu). */
export function entriesByPlacement(items: readonly MenuItem[], placement: MenuPlacement): MenuItem[] {
  return [...walkMenu(items)].filter((item) => item.placement === placement && isRoutableEntry(item));
}

/** The actions checked for the features of this element key in the user's menu (what their role may do there). */
export function checkedActionsOf(items: readonly MenuItem[], element: string): ReadonlySet<string> {
  const checked = new Set<string>();
  for (const item of walkMenu(items)) {
    for (const feature of item.feature) {
      if (feature.element !== element) continue;
      for (const action of feature.action) if (action.checked) checked.add(action.action_name);
    }
  }
  return checked;
}
