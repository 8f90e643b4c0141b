import { createStaffApiClient, readApiError } from '@afterlook/api';

/** The signed-in session's CSRF token, kept in memory only (the cookie is HttpOnly). */
let csrfToken: string | undefined;

export const setCsrfToken = (token: string | undefined): void => {
  csrfToken = token;
};

/** The dashboard's one client: the session cookie, and X-CSRF-Token on every change. */
export const api = createStaffApiClient({ getCsrfToken: () => csrfToken });

/** True when a call failed because nobody is signed in (any more). */
export const isSignedOut = (error: unknown): boolean => readApiError(error)?.status === 401;
