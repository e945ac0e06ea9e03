import type { SetMenuRequest } from '@roi/contract/administration';
import { ACTION_NAMES, type MenuAccessMatrix } from '@roi/contract/menu';

/** Where one checkbox of the matrix sits. */
export interface ActionCell {
  menuId: number;
  featureId: number;
  actionName: string;
}

/** The key of one action in a matrix. */
export function cellKey({ menuId, featureId, actionName }: ActionCell): string {
  return `${menuId}:${featureId}:${actionName}`;
}

/** Every action's checked flag, by cell key. */
export function checkedFlags(matrix: MenuAccessMatrix): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  for (const menu of matrix) {
    for (const feature of menu.features) {
      for (const action of feature.actions) {
        flags.set(cellKey({ menuId: menu.menu_id, featureId: feature.feature_id, actionName: action.action_name }), action.checked);
      }
    }
  }
  return flags;
}

/** The matrix with one action set to `checked`; the other objects are shared, not copied. */
export function setAction(matrix: MenuAccessMatrix, cell: ActionCell, checked: boolean): MenuAccessMatrix {
  return matrix.map((menu) =>
    menu.menu_id !== cell.menuId
      ? menu
      : {
          ...menu,
          features: menu.features.map((feature) =>
            feature.feature_id !== cell.featureId
              ? feature
              : {
                  ...feature,
                  actions: feature.actions.map((action) =>
                    action.action_name === cell.actionName ? { ...action, checked } : action,
                  ),
                },
          ),
        },
  );
}

/** The actions whose flag differs from the saved matrix, with their new flag. */
export function changedActions(saved: MenuAccessMatrix, edited: MenuAccessMatrix): (ActionCell & { checked: boolean })[] {
  const before = checkedFlags(saved);
  const changes: (ActionCell & { checked: boolean })[] = [];
  for (const menu of edited) {
    for (const feature of menu.features) {
      for (const action of feature.actions) {
        const cell = { menuId: menu.menu_id, featureId: feature.feature_id, actionName: action.action_name };
        if (before.get(cellKey(cell)) !== action.checked) changes.push({ ...cell, checked: action.checked });
      }
    }
  }
  return changes;
}

/**
 * The set-menu payload of an edit: only the actions that changed. The server checks every action sent
 * (an admin grants only what it holds, and keeps its own menu-settings access), so resending untouched
 * flags could refuse a save for something the admin never changed.
 */
export function toSetMenuRequest(
  roleId: number,
  organizationId: number,
  saved: MenuAccessMatrix,
  edited: MenuAccessMatrix,
): SetMenuRequest {
  const menus: SetMenuRequest['menus'] = [];
  for (const change of changedActions(saved, edited)) {
    let menu = menus.find((entry) => entry.menu_id === change.menuId);
    if (!menu) {
      menu = { menu_id: change.menuId, features: [] };
      menus.push(menu);
    }
    let feature = menu.features.find((entry) => entry.feature_id === change.featureId);
    if (!feature) {
      feature = { feature_id: change.featureId, actions: [] };
      menu.features.push(feature);
    }
    feature.actions.push({ action_name: change.actionName, checked: change.checked });
  }
  return { role_id: roleId, organization_id: organizationId, menus };
}

/** The accessible name of a checkbox: "<menu> — <feature>: <action>". */
export function actionLabel(menuName: string, featureName: string, actionName: string): string {
  return `${menuName} — ${featureName}: ${actionName}`;
}

/** Every action name the matrix uses: the known ones in the contract's order, then any others as met. */
export function actionColumns(matrix: MenuAccessMatrix): string[] {
  const names: string[] = [];
  for (const menu of matrix) {
    for (const feature of menu.features) {
      for (const action of feature.actions) {
        if (!names.includes(action.action_name)) names.push(action.action_name);
      }
    }
  }
  const rank = (name: string) => {
    const index = (ACTION_NAMES as readonly string[]).indexOf(name);
    return index === -1 ? ACTION_NAMES.length : index;
  };
  return names
    .map((name, order) => ({ name, order }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.order - b.order)
    .map(({ name }) => name);
}
