import { API_PATHS } from '@roi/contract/api-paths';
import type { CompanyDetailsRequest } from '@roi/contract/accounts';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** The website, country and time zone of the signed-in user's organisation (sign-up flow). */
export async function saveCompanyDetails(details: CompanyDetailsRequest): Promise<EnvelopeBase> {
  return apiRequest<EnvelopeBase>(API_PATHS.companyDetails, { method: 'POST', body: details });
}
