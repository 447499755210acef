-- Requests counted during a flood without being told apart one by one (more distinct requests in a second
-- than the counter analyses): a number per day, so a flood shows as what it was instead of as visitors.
ALTER TABLE stats_days ADD COLUMN overflow INTEGER NOT NULL DEFAULT 0;
