/**
 * Confirmed client-alert subscribers written straight into a site's SQLite database, for the alerts
 * benchmark (the alerts section): each with the consent record the form would have kept and one or
 * more topics, every one of them among the audience of an article filed under `areaId` (its area's
 * subscribers and Firm news').
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { FIRM_NEWS } from "../../../src/alerts/topics";

const CONSENT =
  "We will e-mail you when we publish an article on the topics you choose, and for nothing else.";

/**
 * Inserts `count` confirmed subscribers into `dataDir`'s site.db (the server stopped, or running: the
 * connection uses WAL and waits for its lock). A third ask for `areaId` only, a third for Firm news only,
 * a third for both plus `otherArea` (so the audience query sees subscribers of several areas).
 */
export function seedSubscribers(
  dataDir: string,
  count: number,
  topics: { areaId: string; areaTitle: string; otherArea: string; otherTitle: string },
  now = Date.now(),
): void {
  const db = new Database(join(dataDir, "site.db"));
  try {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA busy_timeout = 10000");
    const subscriber = db.prepare(
      `INSERT INTO subscribers (id, email, token, status, requested_at, requested_from, consent_text,
         consent_areas, confirmed_at, updated_at, origin)
       VALUES (?, ?, ?, 'confirmed', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const area = db.prepare("INSERT INTO subscriber_areas (subscriber_id, area) VALUES (?, ?)");
    const token = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const id = crypto.randomUUID();
        const kind = i % 3;
        const areas =
          kind === 0
            ? [topics.areaId]
            : kind === 1
              ? [FIRM_NEWS]
              : [topics.areaId, topics.otherArea, FIRM_NEWS];
        const labels = areas.map((a) =>
          a === FIRM_NEWS ? "Firm news" : a === topics.areaId ? topics.areaTitle : topics.otherTitle,
        );
        const requested = now - (count - i) * 60_000;
        subscriber.run(
          id,
          `subscriber${i}@example.com`,
          token(),
          requested,
          i % 2 === 0 ? "/blog" : `/services/${topics.areaId}`,
          CONSENT,
          JSON.stringify(labels),
          requested + 30 * 60_000,
          requested + 30 * 60_000,
          "https://bench.example",
        );
        for (const a of areas) area.run(id, a);
      }
    })();
  } finally {
    db.close();
  }
}
