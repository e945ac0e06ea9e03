import type { Endpoint } from './endpoint.js';
import { approvalEndpoints } from './endpoints/approvals.js';
import { accountEndpoints } from './endpoints/accounts.js';
import { apiKeyEndpoints } from './endpoints/api-keys.js';
import { webhookEndpoints } from './endpoints/webhooks.js';
import { recordsEndpoints } from './endpoints/archive.js';
import { assistantEndpoints } from './endpoints/assistant.js';
import { authEndpoints } from './endpoints/auth.js';
import { dashboardEndpoints } from './endpoints/dashboard.js';
import { factEndpoints } from './endpoints/facts.js';
import { healthEndpoints } from './endpoints/health.js';
import { integrationEndpoints } from './endpoints/integrations.js';
import { mailEndpoints } from './endpoints/mail.js';
import { menuEndpoints } from './endpoints/menu.js';
import { notificationEndpoints } from './endpoints/notifications.js';
import { helpEndpoints } from './endpoints/help.js';
import { organizationEndpoints } from './endpoints/organizations.js';
import { postEndpoints, postImportEndpoints, publishingEndpoints } from './endpoints/posts.js';
import { referenceEndpoints } from './endpoints/reference.js';
import { schedulingEndpoints } from './endpoints/scheduling.js';
import { contentHubEndpoints } from './endpoints/content-hub.js';
import { analyticsEndpoints } from './endpoints/analytics.js';
import { profileEndpoints, userEndpoints } from './endpoints/users.js';

/** The endpoints of each module. */
const GROUPS: Record<string, Endpoint>[] = [
  healthEndpoints,
  authEndpoints,
  accountEndpoints,
  menuEndpoints,
  userEndpoints,
  organizationEndpoints,
  profileEndpoints,
  referenceEndpoints,
  postEndpoints,
  assistantEndpoints,
  integrationEndpoints,
  publishingEndpoints,
  schedulingEndpoints,
  dashboardEndpoints,
  contentHubEndpoints,
  analyticsEndpoints,
  approvalEndpoints,
  notificationEndpoints,
  mailEndpoints,
  apiKeyEndpoints,
  webhookEndpoints,
  recordsEndpoints,
  postImportEndpoints,
  helpEndpoints,
  factEndpoints,
];

/** Every call of the API, in one list: what the tests hold the served routes and the API document to. */
export const ENDPOINTS: readonly Endpoint[] = GROUPS.flatMap((group) => Object.values(group));
