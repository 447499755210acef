-- Consultation bookings: a visitor books a time of an appointment type (content), held for the firm to
-- confirm or confirmed at once. Times are UTC milliseconds. `block_start`/`block_end` are the time the
-- booking keeps from others: its start less the type's buffer before, to its end plus the buffer after.
-- The type's name and practice area are kept as booked (a type renamed or removed later changes nothing
-- here). `conflicts` (JSON) is the conflict pre-check's matches when the request arrived, for staff only.
-- The manage link's token is never stored: only its SHA-256, to find the booking by it.
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  type_id TEXT NOT NULL,
  type_name TEXT NOT NULL,
  practice_area TEXT,
  -- Whose calendar the time is taken from: '' for the firm's one calendar.
  host TEXT NOT NULL DEFAULT '',
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  block_start INTEGER NOT NULL,
  block_end INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('held', 'confirmed', 'declined', 'expired', 'cancelled', 'firm-cancelled')),
  outcome TEXT CHECK (outcome IS NULL OR outcome IN ('attended', 'no-show', 'firm-cancelled')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  parties TEXT NOT NULL DEFAULT '[]',
  answers TEXT NOT NULL DEFAULT '[]',
  message TEXT NOT NULL DEFAULT '',
  conflicts TEXT NOT NULL DEFAULT '[]',
  -- Where the visit that booked came from, as for enquiries.
  landing_page TEXT,
  visit_source TEXT,
  visit_medium TEXT,
  visit_campaign TEXT,
  sent_from TEXT,
  manage_token_hash TEXT NOT NULL UNIQUE,
  -- The iCalendar SEQUENCE of its invites: raised by every reschedule and cancellation.
  sequence INTEGER NOT NULL DEFAULT 0,
  hold_expires_at INTEGER,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  confirmed_by TEXT,
  decided_at INTEGER,
  decided_by TEXT,
  cancelled_at INTEGER,
  outcome_at INTEGER,
  outcome_by TEXT,
  -- The booking form's random key: the same request sent again finds the first booking.
  request_key TEXT UNIQUE
);
-- Listing by time (upcoming, past), by status (requested, holds to expire), erasure by address.
CREATE INDEX bookings_start ON bookings(start_at, id);
CREATE INDEX bookings_status ON bookings(status, start_at);
CREATE INDEX bookings_email ON bookings(lower(email));
CREATE INDEX bookings_end ON bookings(end_at);

-- One booking per time, whatever the instances: a booking claims every 5-minute cell of its block in its
-- own transaction, and the primary key lets only one claim a cell. Released (deleted) when the booking is
-- cancelled, declined or expires, in the same transaction.
CREATE TABLE booking_claims (
  host TEXT NOT NULL,
  cell_start INTEGER NOT NULL,
  booking_id TEXT NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  PRIMARY KEY (host, cell_start)
);
CREATE INDEX booking_claims_booking ON booking_claims(booking_id);
