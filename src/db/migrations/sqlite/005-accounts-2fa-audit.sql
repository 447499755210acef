-- Issue #14 (accounts): first-sign-in password change, TOTP two-factor sign-in with recovery codes, the
-- pending second-factor step of a sign-in, session details for the sessions list, and the audit trail.

-- 1: the password was set by someone else (a new admin's one-time password) and must be changed first.
ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;
-- The TOTP secret (base32) once two-factor sign-in is on; NULL when it is off.
ALTER TABLE users ADD COLUMN totp_secret TEXT;
ALTER TABLE users ADD COLUMN totp_enabled_at INTEGER;
-- The last 30-second step a code was accepted for: a code is never accepted twice (RFC 6238 §5.2).
ALTER TABLE users ADD COLUMN totp_last_step INTEGER;
-- A secret being set up (shown as a QR code, not yet confirmed with a code).
ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;

-- Sessions list: when the session was last used (written at most every few minutes), from where, and with
-- which browser (the User-Agent header, cut to 300 characters).
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN ip TEXT;
ALTER TABLE sessions ADD COLUMN user_agent TEXT;

-- Ten single-use codes per admin with two-factor sign-in, kept as SHA-256 only.
CREATE TABLE recovery_codes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX recovery_codes_user_id ON recovery_codes(user_id);

-- A sign-in whose password was right and whose second factor is still to come. The cookie holds a random
-- token; this keeps its SHA-256. It is never a session: it only lets its holder enter a code, for minutes.
CREATE TABLE pending_sign_ins (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX pending_sign_ins_expires_at ON pending_sign_ins(expires_at);

-- Who did what, when and from where: ids and action names, never personal content. user_id has no foreign
-- key on purpose: an entry outlives the admin it names (username keeps the name they had then).
CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  at INTEGER NOT NULL,
  user_id TEXT,
  username TEXT,
  ip TEXT,
  action TEXT NOT NULL,
  target_type TEXT,
  target_id TEXT,
  detail TEXT
);
CREATE INDEX audit_log_at ON audit_log(at, id);
CREATE INDEX audit_log_user_at ON audit_log(user_id, at, id);
CREATE INDEX audit_log_action_at ON audit_log(action, at, id);
