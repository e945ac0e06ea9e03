import { describe, expect, it } from 'vitest';
import { joinMenuPath, MENU_CATALOGUE_PATHS } from './menu-catalogue.js';

describe('joinMenuPath', () => {
  it('appends a feature path to its entry path', () => {
    expect(joinMenuPath('/posts', '/createpost')).toBe('/posts/createpost');
    expect(joinMenuPath('/posts/', 'createpost')).toBe('/posts/createpost');
    expect(joinMenuPath('/posts', '')).toBe('/posts');
  });
});

describe('the paths of the menu catalogue', () => {
  it('names every entry and every feature screen below one, each once', () => {
    expect(MENU_CATALOGUE_PATHS).toEqual(expect.arrayContaining(['/dashboard', '/posts/createpost', '/usermanagement/view/:userId']));
    expect(new Set(MENU_CATALOGUE_PATHS).size).toBe(MENU_CATALOGUE_PATHS.length);
  });
});
