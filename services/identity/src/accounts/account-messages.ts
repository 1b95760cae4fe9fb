/** The messages of the account flows (spec §6), shared by the use cases and their tests. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';
export const INVALID_CONFIRMATION_LINK = 'This confirmation link is invalid or has expired';
