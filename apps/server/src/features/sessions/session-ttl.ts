/** A widget session lasts 24 hours; the widget then starts a new one from the SDK key. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Prefix of access tokens, so a leaked one is easy to recognise. */
export const ACCESS_TOKEN_PREFIX = 'al_at_';
