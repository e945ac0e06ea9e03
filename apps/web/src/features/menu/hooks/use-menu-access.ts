import { skipToken, useQuery } from '@tanstack/react-query';
import { MENU_LANG_CODE } from '@roi/contract/constants';
import type { MenuAccessQuery } from '@roi/contract/menu-schemas';
import { MESSAGES } from '@roi/contract/messages';
import type { SessionUser } from '../../../lib/storage';
import { getMenuAccess, menuAccessQueryKey } from '../api/get-menu-access';

/** Who the menu is for: the signed-in user's ids. */
export interface MenuOwner {
  userId: number;
  roleId: number;
  orgId: number;
  orgTypeId: number;
}

export function menuOwnerOf(user: SessionUser | null): MenuOwner | null {
  return user && { userId: user.user_id, roleId: user.role_id, orgId: user.org_id, orgTypeId: user.org_type };
}

const MENU_STALE_MS = 5 * 60_000;

/** The user's menu; idle while nobody is signed in. */
export function useMenuAccess(owner: MenuOwner | null) {
  const query: MenuAccessQuery | null = owner && {
    orgTypeId: owner.orgTypeId,
    roleId: owner.roleId,
    organizationId: owner.orgId,
    langCode: MENU_LANG_CODE,
    userId: owner.userId,
  };
  return useQuery({
    queryKey: menuAccessQueryKey(query),
    queryFn: query ? ({ signal }) => getMenuAccess(query, signal) : skipToken,
    staleTime: MENU_STALE_MS,
    meta: { errorMessage: MESSAGES.noMenuData },
  });
}
