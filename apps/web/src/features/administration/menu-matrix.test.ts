import { describe, expect, it } from 'vitest';
import type { MenuAccessMatrix } from '@roi/contract/menu';
import { actionColumns, actionLabel, changedActions, setAction, toSetMenuRequest } from './menu-matrix';

const MATRIX: MenuAccessMatrix = [
  {
    menu_id: 1,
    path: '/analytics',
    language_name: 'Analytics & Reports',
    features: [
      {
        feature_id: 10,
        element: 'Analytics',
        language_name: 'Analytics & Reports',
        actions: [
          { action_name: 'View', checked: true },
          { action_name: 'Enable', checked: true },
        ],
      },
    ],
  },
  {
    menu_id: 2,
    path: '/settings',
    language_name: 'Settings',
    features: [
      { feature_id: 20, element: 'Settings', language_name: 'Settings', actions: [{ action_name: 'Enable', checked: true }] },
      {
        feature_id: 21,
        element: 'MenuSettings',
        language_name: 'Menu Access',
        actions: [
          { action_name: 'Enable', checked: false },
          { action_name: 'Edit', checked: false },
          { action_name: 'Audit', checked: false },
        ],
      },
    ],
  },
];

describe('menu access matrix', () => {
  it('sends nothing when nothing changed', () => {
    expect(toSetMenuRequest(3, 7, MATRIX, MATRIX)).toEqual({ role_id: 3, organization_id: 7, menus: [] });
  });

  it('sends only the actions that changed, grouped by menu and feature', () => {
    let edited = setAction(MATRIX, { menuId: 1, featureId: 10, actionName: 'Enable' }, false);
    edited = setAction(edited, { menuId: 2, featureId: 21, actionName: 'Enable' }, true);
    edited = setAction(edited, { menuId: 2, featureId: 21, actionName: 'Edit' }, true);
    expect(toSetMenuRequest(3, 7, MATRIX, edited)).toEqual({
      role_id: 3,
      organization_id: 7,
      menus: [
        { menu_id: 1, features: [{ feature_id: 10, actions: [{ action_name: 'Enable', checked: false }] }] },
        {
          menu_id: 2,
          features: [
            {
              feature_id: 21,
              actions: [
                { action_name: 'Enable', checked: true },
                { action_name: 'Edit', checked: true },
              ],
            },
          ],
        },
      ],
    });
  });

  it('forgets a change that was undone', () => {
    const toggled = setAction(MATRIX, { menuId: 2, featureId: 20, actionName: 'Enable' }, false);
    expect(changedActions(MATRIX, toggled)).toHaveLength(1);
    const undone = setAction(toggled, { menuId: 2, featureId: 20, actionName: 'Enable' }, true);
    expect(changedActions(MATRIX, undone)).toEqual([]);
  });

  it('leaves the saved matrix untouched and shares what did not change', () => {
    const edited = setAction(MATRIX, { menuId: 2, featureId: 21, actionName: 'Edit' }, true);
    expect(MATRIX[1]?.features[1]?.actions[1]?.checked).toBe(false);
    expect(edited[0]).toBe(MATRIX[0]);
  });

  it('orders the columns as the contract names actions, unknown ones last', () => {
    expect(actionColumns(MATRIX)).toEqual(['Enable', 'View', 'Edit', 'Audit']);
  });

  it('names a checkbox by menu, feature and action', () => {
    expect(actionLabel('Analytics & Reports', 'Analytics & Reports', 'Enable')).toBe(
      'Analytics & Reports — Analytics & Reports: Enable',
    );
  });
});
