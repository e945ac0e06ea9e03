/**
 * The account's address for password managers, which otherwise cannot tell whose new password they save.
 * Hidden from everyone else.
 */
export function HiddenUsername({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
