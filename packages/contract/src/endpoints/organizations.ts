import {
  organizationCreateRequestSchema,
  organizationGetQuerySchema,
  organizationGetResponseSchema,
  organizationListRequestSchema,
  organizationListResponseSchema,
  organizationTypesResponseSchema,
  organizationUpdateRequestSchema,
  organizationWriteResponseSchema,
  rolesQuerySchema,
  rolesResponseSchema,
} from '../administration.js';
import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import { onboardingEndRequestSchema, onboardingResponseSchema } from '../onboarding.js';

export const organizationEndpoints = defineEndpoints({
  organizationList: {
    method: 'POST',
    path: API_PATHS.organizationList,
    tag: 'organizations',
    summary: 'Organisations, paged, searchable by name, filtered by type',
    access: { permission: 'organizationsView' },
    body: organizationListRequestSchema,
    answer: organizationListResponseSchema,
  },
  organizationGet: {
    method: 'GET',
    path: API_PATHS.organizationGet,
    tag: 'organizations',
    summary: "One organisation, as the first of records: one's own, or any with Organization Management view",
    access: 'session',
    query: organizationGetQuerySchema,
    answer: organizationGetResponseSchema,
    errors: [404],
  },
  organizationCreate: {
    method: 'POST',
    path: API_PATHS.organizationCreate,
    tag: 'organizations',
    summary: 'Create a client organisation',
    access: { permission: 'organizationsCreate' },
    body: organizationCreateRequestSchema,
    answer: organizationWriteResponseSchema,
    errors: [409],
  },
  organizationUpdate: {
    method: 'POST',
    path: API_PATHS.organizationUpdate,
    tag: 'organizations',
    summary:
      "Change an organisation's name, details and brand; fields left out stay as they are (one's own with " +
      'Organization Settings edit, any other with Organization Management edit)',
    access: 'session',
    body: organizationUpdateRequestSchema,
    answer: organizationWriteResponseSchema,
    errors: [404, 409],
  },
  organizationTypes: {
    method: 'POST',
    path: API_PATHS.organizationTypes,
    tag: 'organizations',
    summary: 'The organisation types',
    access: 'session',
    answer: organizationTypesResponseSchema,
  },
  roles: {
    method: 'GET',
    path: API_PATHS.roles,
    tag: 'organizations',
    summary: 'The roles of an organisation type, with total_count',
    access: 'session',
    query: rolesQuerySchema,
    answer: rolesResponseSchema,
  },
  onboarding: {
    method: 'GET',
    path: API_PATHS.onboarding,
    tag: 'organizations',
    summary: "Where the caller's organisation stands with its onboarding, and whether the caller may go through it",
    access: 'session',
    answer: onboardingResponseSchema,
  },
  onboardingEnd: {
    method: 'POST',
    path: API_PATHS.onboardingEnd,
    tag: 'organizations',
    summary: "End the onboarding of the caller's organisation: finished, or dismissed; it is not offered again",
    access: { permission: 'orgSettingsEdit' },
    body: onboardingEndRequestSchema,
    answer: onboardingResponseSchema,
  },
});
