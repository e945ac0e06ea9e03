import type { Profile, ProfileEditRequest } from '@roi/contract/administration';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.repository.js';
import { applyImageChange, readImageChange } from '../media/images.js';
import { discardUnreferencedImages } from '../media/stored-images.js';
import { assertPermission, foundInScope } from '../access/access.service.js';
import { findUserRecord } from '../users/users.repository.js';
import { updateProfile } from './profile.repository.js';

const PROFILE_PICTURE_SIDE = 512;

async function loadProfile(services: Services, userId: number): Promise<Profile | undefined> {
  const user = await findUserRecord(services.db, userId);
  if (!user) return undefined;
  return {
    user_id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role_id: user.role_id,
    role_name: user.role_name,
    organization_id: user.organization_id,
    organization_name: user.organization_name,
    profile_image_url: user.profile_image_url,
  };
}

/** One's own profile; someone else's needs the permission to see users, within one's scope. */
export async function getProfile(services: Services, caller: Caller, userId: number): Promise<Profile> {
  const profile = await foundInScope(services, caller, await loadProfile(services, userId), (found) => found.organization_id, 'userNotFound');
  if (userId !== caller.userId) await assertPermission(services, caller, 'usersView');
  return profile;
}

/** Names and picture of one's own profile; role and organisation change in user management only. */
export async function editProfile(services: Services, caller: Caller, request: ProfileEditRequest): Promise<Profile> {
  if (request.user_id !== caller.userId) throw new AppError(403, 'forbidden');
  const current = (await loadProfile(services, caller.userId))!;
  if (request.role_id !== current.role_id || request.organization_id !== current.organization_id) {
    throw new AppError(400, 'profileRoleReadOnly');
  }
  const change = await readImageChange(request.base64_image, current.profile_image_url, {
    store: services.images,
    maxSide: PROFILE_PICTURE_SIDE,
  });
  await updateProfile(services.db, caller.userId, {
    firstName: request.first_name,
    lastName: request.last_name,
    profileImageUrl: applyImageChange(change, current.profile_image_url),
  });
  if (change.kind !== 'keep') await discardUnreferencedImages(services.db, services.images, [current.profile_image_url]);
  await recordAudit(services.db, {
    event: 'profile.updated',
    actorUserId: caller.userId,
    subjectUserId: caller.userId,
    organizationId: caller.organizationId,
    ip: caller.ip,
    detail: { picture: change.kind },
  });
  return (await loadProfile(services, caller.userId))!;
}
