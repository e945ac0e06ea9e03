import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { CompanyDetailsRequest } from '@roi/contract/accounts';
import { call } from '../../../lib/call';

/** The website, country and time zone of the signed-in user's organisation (sign-up flow). */
export async function saveCompanyDetails(details: CompanyDetailsRequest): Promise<void> {
  await call(accountEndpoints.companyDetails, { body: details });
}
