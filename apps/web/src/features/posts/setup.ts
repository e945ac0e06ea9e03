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

export function emptySetup(organization: number | null): SetupValues {
  return { organization, campaign: '', goal: '', industry: '', region: '', audience: '' };
}

/** The setup counts only when every field is filled; null until then. */
export function toCreatePostData(values: SetupValues): CreatePostData | null {
  const campaign = values.campaign.trim();
  const { organization, goal, industry, region, audience } = values;
  if (organization === null || !campaign || !goal || !industry || !region || !audience) return null;
  return { organization, campaign, goal, industry, region, audience };
}

export function setupValuesOf(data: CreatePostData): SetupValues {
  return { ...data };
}

export function isSameSetup(first: CreatePostData | null, second: CreatePostData | null): boolean {
  if (!first || !second) return first === second;
  return (Object.keys(first) as (keyof CreatePostData)[]).every((field) => first[field] === second[field]);
}
