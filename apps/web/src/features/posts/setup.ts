/** The stage-1 form as the user fills it: any field may still be empty. */
export interface SetupValues {
  organization: number | null;
  campaign: string;
  goal: string;
  industry: string;
  region: string;
  audience: string;
}

/** The create-post data: a complete setup, the only form in which it is stored. */
export interface CreatePostData {
  organization: number;
  campaign: string;
  goal: string;
  industry: string;
  region: string;
  audience: string;
}

export type SetupField = keyof SetupValues;

/** The setup's fields in the order the form shows them, and what each asks for while it is empty. */
export const SETUP_FIELDS: readonly { field: SetupField; label: string; missing: string }[] = [
  { field: 'organization', label: 'Agency', missing: 'Choose the organization this post speaks for.' },
  { field: 'campaign', label: 'Campaign name', missing: 'Enter a campaign name.' },
  { field: 'goal', label: 'Goal', missing: 'Choose a goal.' },
  { field: 'industry', label: 'Industry', missing: 'Choose an industry.' },
  { field: 'region', label: 'Region', missing: 'Choose a region.' },
  { field: 'audience', label: 'Audience', missing: 'Choose an audience.' },
];

/** The fields still empty, in the form's order. */
export function missingSetupFields(values: SetupValues): SetupField[] {
  return SETUP_FIELDS.map(({ field }) => field).filter((field) => {
    const value = values[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

export function emptySetup(organization: number | null): SetupValues {
  return { organization, campaign: '', goal: '', industry: '', region: '', audience: '' };
}

/** The setup counts only when every field is filled; null until then. */
export function toCreatePostData(values: SetupValues): CreatePostData | null {
  const { organization } = values;
  if (organization === null || missingSetupFields(values).length > 0) return null;
  return { ...values, organization, campaign: values.campaign.trim() };
}

export function setupValuesOf(data: CreatePostData): SetupValues {
  return { ...data };
}

export function isSameSetup(first: CreatePostData | null, second: CreatePostData | null): boolean {
  if (!first || !second) return first === second;
  return (Object.keys(first) as (keyof CreatePostData)[]).every((field) => first[field] === second[field]);
}
