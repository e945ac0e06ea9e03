import { describe, expect, it } from 'vitest';
import type { MenuFeature, MenuItem, MenuPlacement } from '@roi/contract/menu';
import { buildMenuRoutes, checkedActionsOf, entriesByPlacement, firstMenuPath, isEnabled } from './menu-tree';

let nextId = 1;

function feature(path: string, element: string, enabled: boolean, extra: string[] = []): MenuFeature {
  return {
    feature_id: nextId++,
    path,
    element,
    language_name: element,
    action: [{ action_name: 'Enable', checked: enabled }, ...extra.map((name) => ({ action_name: name, checked: true }))],
  };
}

function entry(path: string, element: string, placement: MenuPlacement, features: MenuFeature[], sub: MenuItem[] = []): MenuItem {
  return {
    menu_id: nextId++,
    path,
    element,
    language_name: element,
    placement,
    icon: 'Dashboard',
    feature: features,
    sub,
    menu: [],
  };
}

/** The shape of the seeded admin's menu. */
const adminMenu: MenuItem[] = [
  entry('/dashboard', 'Dashboard', 'main', [feature('', 'Dashboard', true)]),
  entry('/posts', 'Posts', 'main', [feature('', 'Posts', true), feature('/createpost', 'PostsCreate', true)]),
  entry('/scheduling', 'Scheduling', 'main', [feature('', 'Scheduling', false, ['View'])]),
  entry('/settings', 'Settings', 'secondary', [feature('', 'Settings', true), feature('/menu-access', 'MenuSettings', true)]),
  entry('/help', 'Help', 'secondary', [feature('', 'Help', true)]),
  entry('/usermanagement', 'UserManagement', 'profile', [
    feature('', 'UserManagement', true),
    feature('/view/:userId', 'UserViewDetails', true),
    feature('/edit/:userId', 'EditUserDetails', false),
  ]),
];

describe('isEnabled', () => {
  it('is true when some feature has its Enable action checked', () => {
    expect(isEnabled(entry('/a', 'A', 'main', [feature('', 'A', false), feature('/b', 'B', true)]))).toBe(true);
  });

  it('ignores other checked actions', () => {
    expect(isEnabled(entry('/a', 'A', 'main', [feature('', 'A', false, ['View', 'Edit'])]))).toBe(false);
  });

  it('is false without features', () => {
    expect(isEnabled(entry('/a', 'A', 'main', []))).toBe(false);
  });
});

describe('firstMenuPath', () => {
  it('is the first enabled entry that has a path', () => {
    expect(firstMenuPath(adminMenu)).toBe('/dashboard');
  });

  it('skips disabled entries and entries without a path', () => {
    const menu = [
      entry('', 'Group', 'main', [feature('', 'Group', true)]),
      entry('/scheduling', 'Scheduling', 'main', [feature('', 'Scheduling', false)]),
      entry('/analytics', 'Analytics', 'main', [feature('', 'Analytics', true)]),
    ];
    expect(firstMenuPath(menu)).toBe('/analytics');
  });

  it("lands on the entry's own path when only a feature under it is granted, where its sidebar link goes", () => {
    const menu = [
      entry('/settings', 'Settings', 'secondary', [
        feature('', 'Settings', false),
        feature('/menu-access', 'MenuSettings', true),
      ]),
    ];
    expect(firstMenuPath(menu)).toBe('/settings');
  });

  it('skips an entry whose path is not a path of this site', () => {
    const menu = [
      entry('dashboard', 'Dashboard', 'main', [feature('', 'Dashboard', true)]),
      entry('/posts', 'Posts', 'main', [feature('', 'Posts', true)]),
    ];
    expect(firstMenuPath(menu)).toBe('/posts');
  });

  it('looks into nested lists', () => {
    const menu = [entry('', 'Group', 'main', [], [entry('/posts', 'Posts', 'main', [feature('', 'Posts', true)])])];
    expect(firstMenuPath(menu)).toBe('/posts');
  });

  it('is null for an empty or fully disabled menu', () => {
    expect(firstMenuPath([])).toBeNull();
    expect(firstMenuPath([entry('/a', 'A', 'main', [feature('', 'A', false)])])).toBeNull();
  });
});

describe('buildMenuRoutes', () => {
  it('routes every enabled entry and every enabled feature under it', () => {
    expect(buildMenuRoutes(adminMenu)).toEqual([
      { path: '/dashboard', element: 'Dashboard', label: 'Dashboard' },
      { path: '/posts', element: 'Posts', label: 'Posts' },
      { path: '/posts/createpost', element: 'PostsCreate', label: 'PostsCreate' },
      { path: '/settings', element: 'Settings', label: 'Settings' },
      { path: '/settings/menu-access', element: 'MenuSettings', label: 'MenuSettings' },
      { path: '/help', element: 'Help', label: 'Help' },
      { path: '/usermanagement', element: 'UserManagement', label: 'UserManagement' },
      { path: '/usermanagement/view/:userId', element: 'UserViewDetails', label: 'UserViewDetails' },
    ]);
  });

  it('leaves reserved paths to the static routes', () => {
    const paths = buildMenuRoutes(adminMenu, new Set(['/posts/createpost'])).map((route) => route.path);
    expect(paths).toContain('/posts');
    expect(paths).not.toContain('/posts/createpost');
  });

  it("routes an entry's own path when only a feature under it is enabled, and that feature, not the others", () => {
    const menu = [
      entry('/settings', 'Settings', 'secondary', [
        feature('', 'Settings', false),
        feature('/menu-access', 'MenuSettings', true),
        feature('/audit', 'Audit', false),
      ]),
    ];
    expect(buildMenuRoutes(menu).map((route) => route.path)).toEqual(['/settings', '/settings/menu-access']);
  });

  it('routes a path granted twice once, and nested entries too', () => {
    const menu = [
      entry('/a', 'A', 'main', [feature('', 'A', true)], [entry('/a', 'Again', 'main', [feature('', 'Again', true)])]),
      entry('', 'Group', 'main', [], [entry('/b', 'B', 'main', [feature('', 'B', true)])]),
    ];
    expect(buildMenuRoutes(menu).map((route) => route.path)).toEqual(['/a', '/b']);
  });
});

describe('one rule for showing, routing and landing', () => {
  const menus: Record<string, MenuItem[]> = {
    admin: adminMenu,
    'own screen not granted': [
      entry('/settings', 'Settings', 'secondary', [
        feature('', 'Settings', false),
        feature('/menu-access', 'MenuSettings', true),
      ]),
    ],
    'relative path': [
      entry('help', 'Help', 'secondary', [feature('', 'Help', true)]),
      entry('/analytics', 'Analytics', 'main', [feature('', 'Analytics', true)]),
    ],
    nested: [entry('', 'Group', 'main', [feature('', 'Group', true)], [entry('/posts', 'Posts', 'main', [feature('', 'Posts', true)])])],
  };

  for (const [name, menu] of Object.entries(menus)) {
    it(`routes the landing path and every shown entry (${name})`, () => {
      const routed = buildMenuRoutes(menu).map((route) => route.path);
      expect(routed).toContain(firstMenuPath(menu));
      for (const placement of ['main', 'secondary', 'profile'] as const) {
        for (const item of entriesByPlacement(menu, placement)) expect(routed).toContain(item.path);
      }
    });
  }
});

describe('entriesByPlacement', () => {
  it('lists the enabled entries of one group', () => {
    expect(entriesByPlacement(adminMenu, 'main').map((item) => item.path)).toEqual(['/dashboard', '/posts']);
    expect(entriesByPlacement(adminMenu, 'secondary').map((item) => item.path)).toEqual(['/settings', '/help']);
    expect(entriesByPlacement(adminMenu, 'profile').map((item) => item.path)).toEqual(['/usermanagement']);
  });
});

describe('checkedActionsOf', () => {
  it('gives the checked actions of an element key wherever it sits in the menu, and none for a key not there', () => {
    const menu = [
      entry('/posts', 'Posts', 'main', [feature('', 'Posts', true, ['View'])]),
      entry('/content-hub', 'ContentHub', 'main', [feature('', 'ContentHub', true, ['View', 'Create'])]),
    ];
    expect([...checkedActionsOf(menu, 'ContentHub')].sort()).toEqual(['Create', 'Enable', 'View']);
    expect(checkedActionsOf(menu, 'Approval').size).toBe(0);
  });
});
