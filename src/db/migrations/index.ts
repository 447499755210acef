import type { Dialect } from "../sql";
import postgres001 from "./postgres/001-initial.sql" with { type: "text" };
import postgres002 from "./postgres/002-job-leases.sql" with { type: "text" };
import postgres003 from "./postgres/003-mail-outbox-and-spam.sql" with { type: "text" };
import postgres004 from "./postgres/004-images.sql" with { type: "text" };
import postgres005 from "./postgres/005-accounts-2fa-audit.sql" with { type: "text" };
import postgres006 from "./postgres/006-inbox-search-notes.sql" with { type: "text" };
import postgres007 from "./postgres/007-rate-limits.sql" with { type: "text" };
import postgres008 from "./postgres/008-content-version.sql" with { type: "text" };
import postgres009 from "./postgres/009-publishing.sql" with { type: "text" };
import postgres010 from "./postgres/010-post-html.sql" with { type: "text" };
import postgres011 from "./postgres/011-content.sql" with { type: "text" };
import postgres012 from "./postgres/012-statistics.sql" with { type: "text" };
import postgres013 from "./postgres/013-acknowledgements.sql" with { type: "text" };
import postgres014 from "./postgres/014-client-alerts.sql" with { type: "text" };
import postgres015 from "./postgres/015-site-origin.sql" with { type: "text" };
import postgres016 from "./postgres/016-alert-wait-and-image-alt.sql" with { type: "text" };
import postgres017 from "./postgres/017-statistics-overflow.sql" with { type: "text" };
import postgres018 from "./postgres/018-mail-outbox-subjects.sql" with { type: "text" };
import postgres019 from "./postgres/019-bookings.sql" with { type: "text" };
import postgres020 from "./postgres/020-calendar-sources.sql" with { type: "text" };
import postgres021 from "./postgres/021-approvals.sql" with { type: "text" };
import postgres022 from "./postgres/022-post-versions.sql" with { type: "text" };
import sqlite001 from "./sqlite/001-initial.sql" with { type: "text" };
import sqlite002 from "./sqlite/002-job-leases.sql" with { type: "text" };
import sqlite003 from "./sqlite/003-mail-outbox-and-spam.sql" with { type: "text" };
import sqlite004 from "./sqlite/004-images.sql" with { type: "text" };
import sqlite005 from "./sqlite/005-accounts-2fa-audit.sql" with { type: "text" };
import sqlite006 from "./sqlite/006-inbox-search-notes.sql" with { type: "text" };
import sqlite007 from "./sqlite/007-rate-limits.sql" with { type: "text" };
import sqlite008 from "./sqlite/008-content-version.sql" with { type: "text" };
import sqlite009 from "./sqlite/009-publishing.sql" with { type: "text" };
import sqlite010 from "./sqlite/010-post-html.sql" with { type: "text" };
import sqlite011 from "./sqlite/011-content.sql" with { type: "text" };
import sqlite012 from "./sqlite/012-statistics.sql" with { type: "text" };
import sqlite013 from "./sqlite/013-acknowledgements.sql" with { type: "text" };
import sqlite014 from "./sqlite/014-client-alerts.sql" with { type: "text" };
import sqlite015 from "./sqlite/015-site-origin.sql" with { type: "text" };
import sqlite016 from "./sqlite/016-alert-wait-and-image-alt.sql" with { type: "text" };
import sqlite017 from "./sqlite/017-statistics-overflow.sql" with { type: "text" };
import sqlite018 from "./sqlite/018-mail-outbox-subjects.sql" with { type: "text" };
import sqlite019 from "./sqlite/019-bookings.sql" with { type: "text" };
import sqlite020 from "./sqlite/020-calendar-sources.sql" with { type: "text" };
import sqlite021 from "./sqlite/021-approvals.sql" with { type: "text" };
import sqlite022 from "./sqlite/022-post-versions.sql" with { type: "text" };

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Numbered migrations per dialect, applied in order at start, each in its own transaction. Imported as
 * text so the single executable embeds them. A dialect added later keeps the same numbers, so one
 * version means one schema whatever the backend.
 */
const byDialect: Record<Dialect, Migration[]> = {
  sqlite: [
    { version: 1, name: "001-initial", sql: sqlite001 },
    { version: 2, name: "002-job-leases", sql: sqlite002 },
    { version: 3, name: "003-mail-outbox-and-spam", sql: sqlite003 },
    { version: 4, name: "004-images", sql: sqlite004 },
    { version: 5, name: "005-accounts-2fa-audit", sql: sqlite005 },
    { version: 6, name: "006-inbox-search-notes", sql: sqlite006 },
    { version: 7, name: "007-rate-limits", sql: sqlite007 },
    { version: 8, name: "008-content-version", sql: sqlite008 },
    { version: 9, name: "009-publishing", sql: sqlite009 },
    { version: 10, name: "010-post-html", sql: sqlite010 },
    { version: 11, name: "011-content", sql: sqlite011 },
    { version: 12, name: "012-statistics", sql: sqlite012 },
    { version: 13, name: "013-acknowledgements", sql: sqlite013 },
    { version: 14, name: "014-client-alerts", sql: sqlite014 },
    { version: 15, name: "015-site-origin", sql: sqlite015 },
    { version: 16, name: "016-alert-wait-and-image-alt", sql: sqlite016 },
    { version: 17, name: "017-statistics-overflow", sql: sqlite017 },
    { version: 18, name: "018-mail-outbox-subjects", sql: sqlite018 },
    { version: 19, name: "019-bookings", sql: sqlite019 },
    { version: 20, name: "020-calendar-sources", sql: sqlite020 },
    { version: 21, name: "021-approvals", sql: sqlite021 },
    { version: 22, name: "022-post-versions", sql: sqlite022 },
  ],
  postgres: [
    { version: 1, name: "001-initial", sql: postgres001 },
    { version: 2, name: "002-job-leases", sql: postgres002 },
    { version: 3, name: "003-mail-outbox-and-spam", sql: postgres003 },
    { version: 4, name: "004-images", sql: postgres004 },
    { version: 5, name: "005-accounts-2fa-audit", sql: postgres005 },
    { version: 6, name: "006-inbox-search-notes", sql: postgres006 },
    { version: 7, name: "007-rate-limits", sql: postgres007 },
    { version: 8, name: "008-content-version", sql: postgres008 },
    { version: 9, name: "009-publishing", sql: postgres009 },
    { version: 10, name: "010-post-html", sql: postgres010 },
    { version: 11, name: "011-content", sql: postgres011 },
    { version: 12, name: "012-statistics", sql: postgres012 },
    { version: 13, name: "013-acknowledgements", sql: postgres013 },
    { version: 14, name: "014-client-alerts", sql: postgres014 },
    { version: 15, name: "015-site-origin", sql: postgres015 },
    { version: 16, name: "016-alert-wait-and-image-alt", sql: postgres016 },
    { version: 17, name: "017-statistics-overflow", sql: postgres017 },
    { version: 18, name: "018-mail-outbox-subjects", sql: postgres018 },
    { version: 19, name: "019-bookings", sql: postgres019 },
    { version: 20, name: "020-calendar-sources", sql: postgres020 },
    { version: 21, name: "021-approvals", sql: postgres021 },
    { version: 22, name: "022-post-versions", sql: postgres022 },
  ],
};

export const migrationsFor = (dialect: Dialect): readonly Migration[] => byDialect[dialect];
