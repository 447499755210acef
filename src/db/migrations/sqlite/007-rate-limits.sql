-- Throttles (sign-in, codes, contact) shared by every instance: one fixed window per key. The key is a
-- SHA-256 of the limiter's name and what it counts (a client address, a username), never the address itself.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits(reset_at);
