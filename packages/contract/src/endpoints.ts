import type { Endpoint } from './endpoint.js';
import { mailEndpoints } from './endpoints/mail.js';
import { referenceEndpoints } from './endpoints/reference.js';

/** Every call of the API: what the server registers, the client calls and the API document describes. */
export const ENDPOINTS: readonly Endpoint[] = [...Object.values(referenceEndpoints), ...Object.values(mailEndpoints)];
