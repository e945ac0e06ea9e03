import { ENABLE_ACTION, type MenuFeature, type MenuItem, type MenuPlacement } from '@roi/contract/menu';

export function isFeatureEnabled(feature: MenuFeature): boolean {
  return feature.action.some((action) => action.action_name === ENABLE_ACTION && action.checked);
}

/** Spec §6: an entry is shown when some feature of it has its Enable action checked. */
export function isEnabled(item: MenuItem): boolean {
  return item.feature.some(isFeatureEnabled);
}

/** Every entry, depth first, in the server's order, with the nested `sub` and `menu` lists. */
export function* walkMenu(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    yield* walkMenu(item.sub);
    yield* walkMenu(item.menu);
  }
}

/** A feature path is appended to its entry's path; '' is the entry's own screen. */
export function joinMenuPath(parent: string, child: string): string {
  if (!child) return parent;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return child.startsWith('/') ? base + child : `${base}/${child}`;
}

function isNavigable(path: string): boolean {
  return path.startsWith('/') && !path.includes(':');
}

/**
 * Where a signed-in user lands (spec §2): the first enabled entry that has a path. When the entry's own
 * screen is not granted but one of its features is, the first such feature, so that the user never lands
 * on a screen they cannot use.
 */
export function firstMenuPath(items: readonly MenuItem[]): string | null {
  for (const item of walkMenu(items)) {
    if (!item.path || !isEnabled(item)) continue;
    const ownScreen = item.feature.find((feature) => feature.path === '');
    if (!ownScreen || isFeatureEnabled(ownScreen)) return item.path;
    const feature = item.feature.find(
      (candidate) => isFeatureEnabled(candidate) && isNavigable(joinMenuPath(item.path, candidate.path)),
    );
    if (feature) return joinMenuPath(item.path, feature.path);
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
 * The routes a menu grants (spec §2): each enabled entry's own path, and each enabled feature's path under
 * it. Paths in `reserved` belong to static routes, which win; a path granted twice is routed once.
 */
export function buildMenuRoutes(items: readonly MenuItem[], reserved: ReadonlySet<string> = new Set()): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const taken = new Set(reserved);
  const add = (path: string, element: string, label: string) => {
    if (!path.startsWith('/') || taken.has(path)) return;
    taken.add(path);
    routes.push({ path, element, label });
  };
  for (const item of walkMenu(items)) {
    if (!item.path || !isEnabled(item)) continue;
    add(item.path, item.element, item.language_name);
    for (const feature of item.feature) {
      if (feature.path && isFeatureEnabled(feature)) {
        add(joinMenuPath(item.path, feature.path), feature.element, feature.language_name);
      }
    }
  }
  return routes;
}

/** The enabled entries of one place in the navigation (sidebar groups, profile menu). */
export function entriesByPlacement(items: readonly MenuItem[], placement: MenuPlacement): MenuItem[] {
  return [...walkMenu(items)].filter((item) => item.placement === placement && item.path && isEnabled(item));
}
