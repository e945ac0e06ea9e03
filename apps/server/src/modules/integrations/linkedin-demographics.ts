import type { DemographicFacet } from './network.js';

/**
 * The names of LinkedIn's standardized seniorities, job functions and company sizes, which follower
 * statistics give as URNs or codes. Industries and places are many and their names are not kept
 * here: they are shown as LinkedIn gives them.
 */
const SENIORITIES: Record<string, string> = {
  1: 'Unpaid',
  2: 'Training',
  3: 'Entry level',
  4: 'Senior',
  5: 'Manager',
  6: 'Director',
  7: 'Vice President',
  8: 'CXO',
  9: 'Partner',
  10: 'Owner',
};

const FUNCTIONS: Record<string, string> = {
  1: 'Accounting',
  2: 'Administrative',
  3: 'Arts and Design',
  4: 'Business Development',
  5: 'Community and Social Services',
  6: 'Consulting',
  7: 'Education',
  8: 'Engineering',
  9: 'Entrepreneurship',
  10: 'Finance',
  11: 'Healthcare Services',
  12: 'Human Resources',
  13: 'Information Technology',
  14: 'Legal',
  15: 'Marketing',
  16: 'Media and Communication',
  17: 'Military and Protective Services',
  18: 'Operations',
  19: 'Product Management',
  20: 'Program and Project Management',
  21: 'Purchasing',
  22: 'Quality Assurance',
  23: 'Real Estate',
  24: 'Research',
  25: 'Sales',
  26: 'Support',
};

const COMPANY_SIZES: Record<string, string> = {
  SIZE_1: '1 employee',
  SIZE_2_TO_10: '2–10 employees',
  SIZE_11_TO_50: '11–50 employees',
  SIZE_51_TO_200: '51–200 employees',
  SIZE_201_TO_500: '201–500 employees',
  SIZE_501_TO_1000: '501–1,000 employees',
  SIZE_1001_TO_5000: '1,001–5,000 employees',
  SIZE_5001_TO_10000: '5,001–10,000 employees',
  SIZE_10001_OR_MORE: '10,001+ employees',
};

export function demographicLabel(facet: DemographicFacet, value: string): string {
  const id = value.split(':').at(-1) ?? value;
  if (facet === 'seniority') return SENIORITIES[id] ?? value;
  if (facet === 'function') return FUNCTIONS[id] ?? value;
  if (facet === 'companySize') return COMPANY_SIZES[value] ?? value;
  return value;
}
