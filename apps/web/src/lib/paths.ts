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
  createPost: '/posts/createpost',
  onboarding: '/onboarding',
} as const;
