import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { inviteUser, registerInvitedUser, reinviteUser, validateInvitationLink } from './invitations.service.js';
import { changePassword, resetPassword, sendPasswordResetCode, verifyPasswordResetCode } from './passwords.service.js';
import { completeSignup, saveCompanyDetails, startSignup } from './signup.service.js';

export function accountRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, accountEndpoints.invite, async ({ caller, body }) =>
      ok(MESSAGES.userInvited, { data: await inviteUser(services, caller, body) }),
    );
    route(app, accountEndpoints.reinvite, async ({ caller, body }) =>
      ok(MESSAGES.userReinvited, { data: await reinviteUser(services, caller, body.user_id) }),
    );
    route(app, accountEndpoints.linkValidation, async ({ body }) =>
      ok(MESSAGES.linkValid, { data: await validateInvitationLink(services, body.externalId) }),
    );
    route(app, accountEndpoints.register, async ({ body, request }) =>
      ok(MESSAGES.signedIn, { data: await registerInvitedUser(services, body, request.ip) }),
    );
    route(app, accountEndpoints.signup, async ({ body, request }) =>
      ok(MESSAGES.otpSent, { data: await startSignup(services, body, request.ip) }),
    );
    route(app, accountEndpoints.signupVerify, async ({ body, request }) =>
      ok(MESSAGES.signupComplete, { data: await completeSignup(services, body, request.ip) }),
    );
    route(app, accountEndpoints.companyDetails, async ({ caller, body }) =>
      ok(MESSAGES.companyDetailsSaved, { data: await saveCompanyDetails(services, caller, body) }),
    );
    route(app, accountEndpoints.forgetPasswordOtp, async ({ body, request }) =>
      ok(MESSAGES.otpSent, { data: await sendPasswordResetCode(services, body.email, request.ip) }),
    );
    route(app, accountEndpoints.forgetPasswordOtpVerify, async ({ body }) => {
      await verifyPasswordResetCode(services, body);
      return ok(MESSAGES.otpVerified, {});
    });
    route(app, accountEndpoints.forgetPasswordVerify, async ({ body, request }) => {
      await resetPassword(services, body, request.ip);
      return ok(MESSAGES.passwordChanged, {});
    });
    route(app, accountEndpoints.changePassword, async ({ caller, body }) => {
      await changePassword(services, caller, body);
      return ok(MESSAGES.passwordChanged, {});
    });
  };
}
