/**
 * Admin session tokens. The cookie holds only a random token; the database keeps its SHA-256, so a copy
 * of the database hands out no live session. Sessions slide: 7 days idle, 30 days at most.
 */
export const SESSION_COOKIE = "sid";
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend at most this often, so an active admin does not cost a database write per request. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;
/** "Last seen" (the sessions list) is written at most this often, for the same reason. */
export const SESSION_SEEN_MS = 5 * 60 * 1000;

/** 32 random bytes in base64url: 43 characters. Anything else is not worth a database lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => Bun.CryptoHasher.hash("sha256", token, "hex");

/** 32 random bytes in base64url (43 characters): session and pending sign-in tokens. */
export const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

/** Whether a cookie value has the shape of our tokens (anything else is not worth a database lookup). */
export const isTokenShaped = (token: string) => TOKEN_PATTERN.test(token);
