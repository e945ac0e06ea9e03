import type { Profile, ProfileEditRequest } from '@roi/contract/administration';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** The picture as it is to be sent: its URL (unchanged), a data URL of a new one, or '' for none. */
  picture: string;
}

export interface ProfileProblem {
  field: 'firstName' | 'lastName';
  message: string;
}

export const FIRST_NAME_MESSAGE = 'Please enter your first name';
export const LAST_NAME_MESSAGE = 'Please enter your last name';

export function profileValuesOf(profile: Profile): ProfileFormValues {
  return { firstName: profile.first_name, lastName: profile.last_name, picture: profile.profile_image_url ?? '' };
}

export function profileProblem(values: ProfileFormValues): ProfileProblem | null {
  if (!values.firstName.trim()) return { field: 'firstName', message: FIRST_NAME_MESSAGE };
  if (!values.lastName.trim()) return { field: 'lastName', message: LAST_NAME_MESSAGE };
  return null;
}

/** The role and organisation are sent as they are, the picture as chosen. */
export function toProfileEdit(profile: Profile, values: ProfileFormValues): ProfileEditRequest {
  return {
    user_id: profile.user_id,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    role_id: profile.role_id,
    organization_id: profile.organization_id,
    base64_image: values.picture,
  };
}
