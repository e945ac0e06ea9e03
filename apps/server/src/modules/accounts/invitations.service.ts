import { createHash, randomBytes } from 'node:crypto';
import { INVITATIONS_PER_ORGANIZATION_PER_HOUR, INVITE_TTL_DAYS } from '@roi/contract/constants';
import type { InviteRequest, RegisterRequest } from '@roi/contract/accounts';
import type { SessionData } from '@roi/contract/auth';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findAccountById } from '../auth/auth.repository.js';
import { startSession } from '../auth/auth.service.js';
import { invitationEmail, invitationToAccountHolderEmail } from '../mail/templates.js';
import { assertOrganizationInScope, assertPermission, foundInScope } from '../access/access.service.js';
import { findOrganization, findRole } from '../organizations/organizations.repository.js';
import {
  activateInvitedUser,
  addressHasAccount,
  claimInvitation,
  findLiveInvitation,
  findUser,
  findUserIdInOrganization,
  insertInvitation,
  insertInvitedUser,
  isInvitationUsed,
  lockAddress,
  revokeInvitations,
  revokeInvitationsOfAddress,
} from './accounts.repository.js';
import { takeRateLimit, type RateLimit } from './rate-limits.js';

/** 256 random bits; only the hash is stored, so a database leak gives no usable link. */
function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * An admin invites a person into an organisation with a role: its own organisation, or, for the
 * agency, any organisation. The person gets an emailed link to complete registration.
 */
export async function inviteUser(services: Services, caller: Caller, request: InviteRequest) {
  await assertPermission(services, caller, 'usersCreate');
  await assertOrganizationInScope(services, caller, request.organization_id);
  const organization = await findOrganization(services.db, request.organization_id);
  if (!organization) throw new AppError(404, 'organizationNotFound');
  const role = await findRole(services.db, request.role_id);
  if (!role || role.orgTypeId !== organization.orgTypeId) {
    throw new AppError(400, 'roleNotOfOrganization');
  }
  // Only this organisation's users are looked at: whether the address has an account elsewhere changes
  // what the person is emailed, never the answer (docs/decisions/0012).
  if (await findUserIdInOrganization(services.db, organization.id, request.email)) {
    throw new AppError(409, 'userExists');
  }
  await takeRateLimit(services.db, invitationLimit(organization.id));
  const { token, tokenHash } = newInvitationToken();
  const invitation = await services.db.transaction(async (tx) => {
    const userId = await insertInvitedUser(tx, {
      email: request.email,
      organizationId: organization.id,
      roleId: role.id,
      firstName: request.first_name ?? '',
      lastName: request.last_name ?? '',
    });
    const expiresAt = await insertInvitation(tx, { userId, tokenHash, invitedBy: caller.userId, ttlDays: INVITE_TTL_DAYS });
    await recordAudit(tx, {
      event: 'account.invited',
      actorUserId: caller.userId,
      organizationId: organization.id,
      subjectUserId: userId,
      ip: caller.ip,
    });
    return { userId, expiresAt };
  });
  await sendInvitation(services, caller, { email: request.email, organization, token });
  return { user_id: invitation.userId, email: request.email, expires_at: invitation.expiresAt.toISOString() };
}

/** A new link for someone who has not registered yet; every earlier link stops working. */
export async function reinviteUser(services: Services, caller: Caller, userId: number) {
  await assertPermission(services, caller, 'usersCreate');
  const user = await foundInScope(services, caller, await findUser(services.db, userId), (found) => found.organizationId, 'userNotFound');
  if (user.status !== 'invited') throw new AppError(409, 'notInvited');
  await takeRateLimit(services.db, invitationLimit(user.organizationId));
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = await services.db.transaction(async (tx) => {
    await revokeInvitations(tx, user.id);
    const expires = await insertInvitation(tx, { userId: user.id, tokenHash, invitedBy: caller.userId, ttlDays: INVITE_TTL_DAYS });
    await recordAudit(tx, {
      event: 'account.reinvited',
      actorUserId: caller.userId,
      organizationId: user.organizationId,
      subjectUserId: user.id,
      ip: caller.ip,
    });
    return expires;
  });
  await sendInvitation(services, caller, {
    email: user.email,
    organization: { id: user.organizationId, name: user.organizationName },
    token,
  });
  return { user_id: user.id, email: user.email, expires_at: expiresAt.toISOString() };
}

/** Every invitation emails an address nobody has verified: an organisation may send so many an hour. */
function invitationLimit(organizationId: number): RateLimit {
  return {
    key: `invitations:${organizationId}`,
    max: INVITATIONS_PER_ORGANIZATION_PER_HOUR,
    windowMinutes: 60,
    code: 'tooManyInvitations',
  };
}

/**
 * Emails the link; an address that already has an account, in any organisation, is told of the
 * invitation instead, without a link, since it cannot have a second account.
 */
async function sendInvitation(
  services: Services,
  caller: Caller,
  invitation: { email: string; organization: { id: number; name: string }; token: string },
) {
  const inviter = await findUser(services.db, caller.userId);
  const inviterName = [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || 'Your administrator';
  const about = {
    to: invitation.email,
    organizationId: invitation.organization.id,
    organizationName: invitation.organization.name,
    inviterName,
  };
  await services.mailer.send(
    (await addressHasAccount(services.db, invitation.email))
      ? invitationToAccountHolderEmail({ ...about, link: `${services.config.appUrl}/login` })
      : invitationEmail({
          ...about,
          link: `${services.config.appUrl}/userinvite?externalId=${encodeURIComponent(invitation.token)}`,
          validDays: INVITE_TTL_DAYS,
        }),
  );
}

/** A link that no longer works: one used to register says so; unknown, replaced and expired ones have expired. */
async function deadLinkError(db: Database, tokenHash: string): Promise<AppError> {
  return new AppError(410, (await isInvitationUsed(db, tokenHash)) ? 'linkUsed' : 'linkExpired');
}

/** What the registration screen shows of a live link; a link that no longer works answers 410. */
export async function validateInvitationLink(services: Services, externalId: string) {
  const tokenHash = hashInvitationToken(externalId);
  const invitation = await findLiveInvitation(services.db, tokenHash);
  if (!invitation) throw await deadLinkError(services.db, tokenHash);
  return {
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    org_name: invitation.organizationName,
  };
}

/**
 * Completes an invitation: names and password set, the link used up, and the person signed in. The
 * address now has its account, so the links other organisations sent it stop working.
 */
export async function registerInvitedUser(services: Services, request: RegisterRequest, ip: string): Promise<SessionData> {
  const passwordHash = await hashPassword(request.password);
  const tokenHash = hashInvitationToken(request.externalId);
  return services.db.transaction(async (tx) => {
    const invitation = await findLiveInvitation(tx, tokenHash);
    if (!invitation) throw await deadLinkError(tx, tokenHash);
    await lockAddress(tx, invitation.email);
    // The address may have got its account since the link was sent (a sign-up, another invitation).
    if (await addressHasAccount(tx, invitation.email)) throw new AppError(410, 'linkExpired');
    const userId = await claimInvitation(tx, tokenHash);
    const activated =
      userId && (await activateInvitedUser(tx, userId, { firstName: request.firstname, lastName: request.lastname, passwordHash }));
    if (!activated) throw new AppError(410, 'linkExpired');
    await revokeInvitationsOfAddress(tx, invitation.email);
    const account = await findAccountById(tx, activated);
    await recordAudit(tx, {
      event: 'account.registered',
      actorUserId: activated,
      subjectUserId: activated,
      organizationId: account!.organizationId,
      ip,
    });
    return startSession(services, tx, account!, ip);
  });
}
