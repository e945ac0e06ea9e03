import {
  profileEditRequestSchema,
  profileGetQuerySchema,
  profileResponseSchema,
  userEditRequestSchema,
  userEditResponseSchema,
  userGetQuerySchema,
  userGetResponseSchema,
  userListRequestSchema,
  userListResponseSchema,
} from '../administration.js';
import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';

export const userEndpoints = defineEndpoints({
  userList: {
    method: 'POST',
    path: API_PATHS.userList,
    tag: 'users',
    summary: 'Users, paged, searchable by name or email, filtered by organisation, role and status',
    access: { permission: 'usersView' },
    body: userListRequestSchema,
    answer: userListResponseSchema,
    errors: [404],
  },
  userGet: {
    method: 'GET',
    path: API_PATHS.userGet,
    tag: 'users',
    summary: 'One user, as the user list shows them; another organisation’s answers as a missing one',
    access: { permission: 'usersView' },
    query: userGetQuerySchema,
    answer: userGetResponseSchema,
    errors: [404],
  },
  userEdit: {
    method: 'PUT',
    path: API_PATHS.userEdit,
    tag: 'users',
    summary: "Change a user's names, role and whether the account may sign in",
    access: { permission: 'usersEdit' },
    body: userEditRequestSchema,
    answer: userEditResponseSchema,
    errors: [404, 409],
  },
});

export const profileEndpoints = defineEndpoints({
  profileGet: {
    method: 'GET',
    path: API_PATHS.profileGet,
    tag: 'profile',
    summary: 'A profile: one’s own, or, for administrators, a user’s in their scope',
    access: 'session',
    query: profileGetQuerySchema,
    answer: profileResponseSchema,
    errors: [404],
  },
  profileEdit: {
    method: 'PUT',
    path: API_PATHS.profileEdit,
    tag: 'profile',
    summary: 'Change one’s own names and picture (a data URL; checked by content, stored as PNG)',
    access: 'session',
    body: profileEditRequestSchema,
    answer: profileResponseSchema,
    errors: [404],
  },
});
