-- Statistics without trackers. Nothing here identifies a person: a visitor is a keyed hash of the day's
-- random salt, a truncated address and a browser family, and the salt, the hashes and the day's landings are
-- deleted within 48 hours (never copied into a backup). What stays are counts per day.
CREATE TABLE stats_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
-- The day's first page view of each visitor (where the visit landed and came from): it makes them one
-- visitor of the day, and an enquiry sent that day reads its attribution from it.
CREATE TABLE stats_landings (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  path TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  PRIMARY KEY (day, visitor)
);
-- Which pages each visitor has seen today: a visitor of a page is counted once a day.
CREATE TABLE stats_seen (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  path TEXT NOT NULL,
  PRIMARY KEY (day, visitor, path)
);
-- Counts per day, page, source and medium, campaign and device class. `visitors`: visitors of the page that
-- day (first view with these details); `entries`: visits that landed on it (the day's visitors, by source).
-- Campaign and device older than STATS_RETENTION_DAYS are folded into campaign = '' and device = ''.
CREATE TABLE stats_views (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  device TEXT NOT NULL,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  entries INTEGER NOT NULL,
  PRIMARY KEY (day, path, source, medium, campaign, device)
);
-- The same counts added up per day and page, and per day and source (visitors who landed): what the
-- Overview sums over a year reads these few rows, not every detail row.
CREATE TABLE stats_pages (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (day, path)
);
CREATE TABLE stats_sources (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (day, source, medium)
);
-- The site's totals per day, kept for good.
CREATE TABLE stats_days (
  day TEXT PRIMARY KEY,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL
);
-- Where each enquiry came from (read from its visit, never from the browser) and when it was first answered
-- (first status change or note), for the Overview's time to first answer.
ALTER TABLE contact_submissions ADD COLUMN landing_page TEXT;
ALTER TABLE contact_submissions ADD COLUMN visit_source TEXT;
ALTER TABLE contact_submissions ADD COLUMN visit_medium TEXT;
ALTER TABLE contact_submissions ADD COLUMN visit_campaign TEXT;
ALTER TABLE contact_submissions ADD COLUMN sent_from TEXT;
ALTER TABLE contact_submissions ADD COLUMN first_answer_at INTEGER;
