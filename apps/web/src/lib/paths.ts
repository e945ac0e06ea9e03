/** The client's own routes (spec §2); menu routes come from the server's menu. */
export const PATHS = {
  landing: '/',
  login: '/login',
  logout: '/logout',
  signUp: '/signup',
  otpValidation: '/otpvalidation',
  userInvite: '/userinvite',
  forgotPassword: '/forgetpassword',
  companyDetails: '/companydetails',
  myProfile: '/myprofile',
  linkedInOAuth: '/linkedin-oauth',
  /** A menu route (spec §2), named here because the create-post wizard starts from it and returns to it. */
  posts: '/posts',
  createPost: '/posts/createpost',
  onboarding: '/onboarding',
} as const;
