/** The messages of the account flows (spec §6), shared by the use cases and their tests. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';
export const INVALID_CONFIRMATION_LINK = 'This confirmation link is invalid or has expired';
/** A provider sign-in without an address the provider verified (the gateway shows the spec's sign-in failure). */
export const UNVERIFIED_PROVIDER_EMAIL = 'The provider has not verified this email address';
