import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { MenuItem } from '@roi/contract/menu';
import { PublicOnlyRoute } from './route-guards';
import { createAppRoutes, createPublicRoutes, subPagesOf } from './routes';
import { NotFoundPage } from './screens';
import { MenuScreen } from './screens';

function collectPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...collectPaths(route.children ?? [])]);
}

const enable = (checked: boolean) => [{ action_name: 'Enable', checked }];

const menu: MenuItem[] = [
  {
    menu_id: 1,
    path: '/posts',
    element: 'Posts',
    language_name: 'Posts',
    placement: 'main',
    icon: 'Article',
    feature: [
      { feature_id: 1, path: '', element: 'Posts', language_name: 'Posts', action: enable(true) },
      { feature_id: 2, path: '/createpost', element: 'PostsCreate', language_name: 'Create Post', action: enable(true) },
    ],
    sub: [],
    menu: [],
  },
  {
    menu_id: 2,
    path: '/analytics',
    element: 'Analytics',
    language_name: 'Analytics & Reports',
    placement: 'main',
    icon: 'Insights',
    feature: [{ feature_id: 3, path: '', element: 'Analytics', language_name: 'Analytics', action: enable(false) }],
    sub: [],
    menu: [],
  },
];

describe('createAppRoutes', () => {
  it('has the public pages, the static signed-in routes, the granted menu routes and a catch-all', () => {
    const paths = collectPaths(createAppRoutes(menu));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/signup',
        '/otpvalidation',
        '/userinvite',
        '/forgetpassword',
        '/logout',
        '/companydetails',
        '/myprofile',
        '/linkedin-oauth',
        '/sandbox-feed',
        '/outbox',
        '/posts/createpost',
        '/posts',
        '*',
      ]),
    );
  });

  it('routes a screen of the product the menu does not grant to the not-found page, not to its screen', () => {
    const routes = createAppRoutes(menu);
    const analytics = findRoute(routes, (route) => route.path === '/analytics');
    expect(isValidElement(analytics?.element) && analytics.element.type).toBe(NotFoundPage);
    const userDetails = findRoute(routes, (route) => route.path === '/usermanagement/view/:userId');
    expect(isValidElement(userDetails?.element) && userDetails.element.type).toBe(NotFoundPage);
  });

  it('routes /posts/createpost once: the static route wins over the menu feature', () => {
    expect(collectPaths(createAppRoutes(menu)).filter((path) => path === '/posts/createpost')).toHaveLength(1);
  });

  it('still has every static route without a menu', () => {
    const paths = collectPaths(createAppRoutes([]));
    expect(paths).toEqual(
      expect.arrayContaining(['/login', '/myprofile', '/linkedin-oauth', '/sandbox-feed', '/posts/createpost', '*']),
    );
  });
});

function findRoute(routes: RouteObject[], matches: (route: RouteObject) => boolean): RouteObject | undefined {
  for (const route of routes) {
    if (matches(route)) return route;
    const found = findRoute(route.children ?? [], matches);
    if (found) return found;
  }
  return undefined;
}

describe('the signed-out pages', () => {
  it('send a signed-in user on, except the invitation link, which answers anyone', () => {
    const guarded = findRoute(
      createAppRoutes(menu),
      (route) => isValidElement(route.element) && route.element.type === PublicOnlyRoute,
    );
    const guardedPaths = collectPaths(guarded?.children ?? []);
    expect(guardedPaths).toEqual(expect.arrayContaining(['/login', '/signup', '/otpvalidation', '/forgetpassword']));
    expect(guardedPaths).not.toContain('/userinvite');
    expect(collectPaths(createAppRoutes(menu))).toContain('/userinvite');
  });
});

describe('createPublicRoutes', () => {
  it('keeps only the public pages', () => {
    expect(collectPaths(createPublicRoutes()).sort()).toEqual(
      ['/', '/forgetpassword', '/login', '/logout', '/otpvalidation', '/review', '/signup', '/userinvite'].sort(),
    );
  });
});

const settingsMenu: MenuItem = {
  menu_id: 3,
  path: '/settings',
  element: 'Settings',
  language_name: 'Settings',
  placement: 'secondary',
  icon: 'Settings',
  feature: [
    { feature_id: 4, path: '', element: 'Settings', language_name: 'Settings', action: enable(true) },
    { feature_id: 5, path: '/menu-access', element: 'MenuSettings', language_name: 'Menu Access', action: enable(true) },
    { feature_id: 6, path: '/reference-data', element: 'ReferenceData', language_name: 'Reference Lists', action: enable(false) },
  ],
  sub: [],
  menu: [],
};

describe('subPagesOf', () => {
  const routes = [
    { path: '/settings', element: 'Settings', label: 'Settings' },
    { path: '/settings/menu-access', element: 'MenuSettings', label: 'Menu Access' },
    { path: '/settingsx', element: 'Help', label: 'Look-alike' },
    { path: '/settings/reference-data', element: 'ReferenceData', label: 'Reference Lists' },
    { path: '/settings/item/:id', element: 'Help', label: 'Needs an id' },
  ];

  it("lists the routes below a path in the menu's order, not the path itself nor a look-alike", () => {
    expect(subPagesOf('/settings', routes)).toEqual([
      { path: '/settings/menu-access', label: 'Menu Access' },
      { path: '/settings/reference-data', label: 'Reference Lists' },
    ]);
  });

  it('leaves out a route that needs a parameter to be opened', () => {
    expect(subPagesOf('/settings', routes).map((page) => page.path)).not.toContain('/settings/item/:id');
  });
});

describe('the Settings screen', () => {
  it('is given the settings screens the menu grants, and only those', () => {
    const settings = findRoute(createAppRoutes([settingsMenu]), (route) => route.path === '/settings');
    const element = settings?.element;
    expect(isValidElement(element) && element.type === MenuScreen).toBe(true);
    expect(isValidElement<{ subPages: unknown }>(element) && element.props.subPages).toEqual([
      { path: '/settings/menu-access', label: 'Menu Access' },
    ]);
  });
});
