import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { MenuItem } from '@roi/contract/menu';
import { PublicOnlyRoute } from './route-guards';
import { createAppRoutes, createPublicRoutes } from './routes';

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
        '/posts/createpost',
        '/posts',
        '*',
      ]),
    );
    expect(paths).not.toContain('/analytics');
  });

  it('routes /posts/createpost once: the static route wins over the menu feature', () => {
    expect(collectPaths(createAppRoutes(menu)).filter((path) => path === '/posts/createpost')).toHaveLength(1);
  });

  it('still has every static route without a menu', () => {
    const paths = collectPaths(createAppRoutes([]));
    expect(paths).toEqual(expect.arrayContaining(['/login', '/myprofile', '/posts/createpost', '*']));
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
      ['/', '/forgetpassword', '/login', '/logout', '/otpvalidation', '/signup', '/userinvite'].sort(),
    );
  });
});
