import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import {
  changePasswordRequestSchema,
  codeSentResponseSchema,
  companyDetailsRequestSchema,
  companyDetailsResponseSchema,
  forgetPasswordOtpRequestSchema,
  forgetPasswordOtpVerifyRequestSchema,
  forgetPasswordVerifyRequestSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  linkValidationRequestSchema,
  linkValidationResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  reinviteRequestSchema,
  signupRequestSchema,
  signupVerifyRequestSchema,
} from '@roi/contract/accounts';
import { loginResponseSchema } from '@roi/contract/auth';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { inviteUser, registerInvitedUser, reinviteUser, validateInvitationLink } from './invitations.service.js';
import { changePassword, resetPassword, sendPasswordResetCode, verifyPasswordResetCode } from './passwords.service.js';
import { completeSignup, saveCompanyDetails, startSignup } from './signup.service.js';

const PUBLIC = { config: { public: true }, security: [] } as const;

export function accountRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.invite,
      {
        schema: {
          tags: ['accounts'],
          summary: 'Invite a person into an organisation with a role; they get an emailed registration link',
          body: inviteRequestSchema,
          response: { 200: inviteResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.userInvited, { data: await inviteUser(services, getCaller(request), request.body) }),
    );

    app.post(
      API_PATHS.reinvite,
      {
        schema: {
          tags: ['accounts'],
          summary: 'Send a new registration link to someone who has not registered; earlier links stop working',
          body: reinviteRequestSchema,
          response: { 200: inviteResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.userReinvited, { data: await reinviteUser(services, getCaller(request), request.body.user_id) }),
    );

    app.post(
      API_PATHS.linkValidation,
      {
        config: PUBLIC.config,
        schema: {
          tags: ['accounts'],
          summary: 'Whether an invitation link is live (410 when unknown, used, replaced or expired)',
          security: PUBLIC.security,
          body: linkValidationRequestSchema,
          response: { 200: linkValidationResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.linkValid, { data: await validateInvitationLink(services, request.body.externalId) }),
    );

    app.post(
      API_PATHS.register,
      {
        config: PUBLIC.config,
        schema: {
          tags: ['accounts'],
          summary: 'Complete an invitation: names and password; answers a session like sign-in',
          security: PUBLIC.security,
          body: registerRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.signedIn, { data: await registerInvitedUser(services, request.body, request.ip) }),
    );

    app.post(
      API_PATHS.signup,
      {
        config: PUBLIC.config,
        schema: {
          tags: ['accounts'],
          summary: 'Self sign-up, step 1: email a 4-digit code (the same answer for any address)',
          security: PUBLIC.security,
          body: signupRequestSchema,
          response: { 200: codeSentResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.otpSent, { data: await startSignup(services, request.body, request.ip) }),
    );

    app.post(
      API_PATHS.signupVerify,
      {
        config: PUBLIC.config,
        schema: {
          tags: ['accounts'],
          summary: 'Self sign-up, step 2: the code creates the organisation and its first Admin, signed in',
          security: PUBLIC.security,
          body: signupVerifyRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.signupComplete, { data: await completeSignup(services, request.body, request.ip) }),
    );

    app.post(
      API_PATHS.companyDetails,
      {
        schema: {
          tags: ['accounts'],
          summary: "Save the website, country and time zone of the caller's organisation (sign-up flow)",
          body: companyDetailsRequestSchema,
          response: { 200: companyDetailsResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.companyDetailsSaved, { data: await saveCompanyDetails(services, getCaller(request), request.body) }),
    );

    app.post(
      API_PATHS.forgetPasswordOtp,
      {
        config: PUBLIC.config,
        schema: {
          tags: ['accounts'],
          summary: 'Forgotten password, step 1: email a 6-digit code (the same answer for any address)',
          security: PUBLIC.security,
          body: forgetPasswordOtpRequestSchema,
          response: { 200: codeSentResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.otpSent, { data: await sendPasswordResetCode(services, request.body.email, request.ip) }),
    );

    app.post(
      API_PATHS.forgetPasswordOtpVerify,
      {
        config: PUBLIC.config,
        schema: {
          tags: ['accounts'],
          summary: 'Forgotten password, step 2: check the code without using it up',
          security: PUBLIC.security,
          body: forgetPasswordOtpVerifyRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await verifyPasswordResetCode(services, request.body);
        return ok(MESSAGES.otpVerified, {});
      },
    );

    app.post(
      API_PATHS.forgetPasswordVerify,
      {
        config: PUBLIC.config,
        schema: {
          tags: ['accounts'],
          summary: 'Forgotten password, step 3: set the new password with the code; every session ends',
          security: PUBLIC.security,
          body: forgetPasswordVerifyRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(services, request.body, request.ip);
        return ok(MESSAGES.passwordChanged, {});
      },
    );

    app.post(
      API_PATHS.changePassword,
      {
        schema: {
          tags: ['accounts'],
          summary: "Change the caller's own password; every other session of the user ends",
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await changePassword(services, getCaller(request), request.body);
        return ok(MESSAGES.passwordChanged, {});
      },
    );
  };
}
