-- Consultation bookings and their claims on time (PostgreSQL twin of sqlite/019; see there for the why).
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  type_id TEXT NOT NULL,
  type_name TEXT NOT NULL,
  practice_area TEXT,
  -- Whose calendar the time is taken from: '' for the firm's one calendar.
  host TEXT NOT NULL DEFAULT '',
  start_at BIGINT NOT NULL,
  end_at BIGINT NOT NULL,
  block_start BIGINT NOT NULL,
  block_end BIGINT NOT NULL,
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
  hold_expires_at BIGINT,
  created_at BIGINT NOT NULL,
  confirmed_at BIGINT,
  confirmed_by TEXT,
  decided_at BIGINT,
  decided_by TEXT,
  cancelled_at BIGINT,
  outcome_at BIGINT,
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
  cell_start BIGINT NOT NULL,
  booking_id TEXT NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  PRIMARY KEY (host, cell_start)
);
CREATE INDEX booking_claims_booking ON booking_claims(booking_id);
