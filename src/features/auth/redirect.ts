/** Only in-app paths may be redirect targets; anything else goes home. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/login')) return '/';
  return raw;
}

/**
 * Where a sign-in lands: the redirect, when the one signing in is the operator who left
 * (`before`, lastOperator() taken before the sign-in) or nobody was here; home when
 * another operator signs in, so nothing of the previous account's session is followed.
 */
export function landingAfterSignIn(redirect: string, before: string | undefined, now: string | undefined): string {
  return before && now && before !== now ? '/' : redirect;
}
