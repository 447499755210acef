import type { Sql, SqlValue } from "./sql";

/** Where a subscriber stands. Suppression (a mail server refused the address for good) is apart. */
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface SubscriberRow {
  id: string;
  email: string;
  token: string;
  status: SubscriberStatus;
  requestedAt: number;
  requestedFrom: string;
  consentText: string;
  /** The titles of what was ticked, as the form showed them. */
  consentAreas: string[];
  confirmedAt: number | null;
  unsubscribedAt: number | null;
  updatedAt: number;
  /** The site's own address when they signed up (a record only: e-mails use the site's address then). */
  origin: string;
  suppressedAt: number | null;
  suppressedReason: string | null;
  /** Practice area ids and "@firm-news". */
  areas: string[];
}

/** The list's filters: a status, or "suppressed" (whatever the status). */
export type SubscriberFilter = {
  state?: SubscriberStatus | "suppressed" | undefined;
  q?: string | undefined;
  area?: string | undefined;
};

interface Row {
  id: string;
  email: string;
  token: string;
  status: SubscriberStatus;
  requested_at: number;
  requested_from: string;
  consent_text: string;
  consent_areas: string;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  updated_at: number;
  origin: string;
  suppressed_at: number | null;
  suppressed_reason: string | null;
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const COLS =
  "id, email, token, status, requested_at, requested_from, consent_text, consent_areas, confirmed_at, unsubscribed_at, updated_at, origin, suppressed_at, suppressed_reason";

const parseList = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};

const toSubscriber = (r: Row, areas: string[]): SubscriberRow => ({
  id: r.id,
  email: r.email,
  token: r.token,
  status: r.status,
  requestedAt: Number(r.requested_at),
  requestedFrom: r.requested_from,
  consentText: r.consent_text,
  consentAreas: parseList(r.consent_areas),
  confirmedAt: n(r.confirmed_at),
  unsubscribedAt: n(r.unsubscribed_at),
  updatedAt: Number(r.updated_at),
  origin: r.origin,
  suppressedAt: n(r.suppressed_at),
  suppressedReason: r.suppressed_reason,
  areas,
});

/** What a sign-up writes: the consent record and the areas ticked. */
export interface SignUp {
  email: string;
  token: string;
  now: number;
  from: string;
  consentText: string;
  consentAreas: string[];
  origin: string;
  areas: string[];
}

/**
 * Client alerts' tables (src/alerts decides what they mean): subscribers with their consent record and
 * areas, and one row per announced article. Addresses are stored lower-cased, so one person is one row.
 */
export function createAlertsRepo(sql: Sql) {
  const areasOf = async (ids: string[]): Promise<Map<string, string[]>> => {
    const out = new Map<string, string[]>(ids.map((id) => [id, []]));
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await sql.all<{ subscriber_id: string; area: string }>(
        `SELECT subscriber_id, area FROM subscriber_areas WHERE subscriber_id IN (${chunk.map(() => "?").join(", ")}) ORDER BY area`,
        chunk,
      );
      for (const r of rows) out.get(r.subscriber_id)?.push(r.area);
    }
    return out;
  };
  const one = async (where: string, value: SqlValue) => {
    const r = await sql.get<Row>(`SELECT ${COLS} FROM subscribers WHERE ${where}`, [value]);
    if (!r) return undefined;
    return toSubscriber(r, (await areasOf([r.id])).get(r.id) ?? []);
  };
  const setAreas = async (id: string, areas: readonly string[]) => {
    await sql.run("DELETE FROM subscriber_areas WHERE subscriber_id = ?", [id]);
    for (const area of new Set(areas))
      await sql.run("INSERT INTO subscriber_areas (subscriber_id, area) VALUES (?, ?)", [id, area]);
  };
  const filterSql = (f: SubscriberFilter): { where: string; params: SqlValue[] } => {
    const parts: string[] = [];
    const params: SqlValue[] = [];
    if (f.state === "suppressed") parts.push("suppressed_at IS NOT NULL");
    else if (f.state) {
      parts.push("status = ? AND suppressed_at IS NULL");
      params.push(f.state);
    }
    if (f.q) {
      parts.push("lower(email) LIKE ?");
      params.push(`%${f.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    }
    if (f.area) {
      parts.push("id IN (SELECT subscriber_id FROM subscriber_areas WHERE area = ?)");
      params.push(f.area);
    }
    // ESCAPE for both dialects' LIKE: a typed % or _ is matched as itself.
    const where = parts.map((p) => (p.includes("LIKE") ? `${p} ESCAPE '\\'` : p)).join(" AND ");
    return { where: where ? `WHERE ${where}` : "", params };
  };

  /** The confirmed, deliverable subscribers of any of `areas`, as FROM … WHERE on alias `s`. */
  const audience = (areas: readonly string[]) =>
    `FROM subscribers s
     WHERE s.status = 'confirmed' AND s.suppressed_at IS NULL
       AND EXISTS (SELECT 1 FROM subscriber_areas a WHERE a.subscriber_id = s.id
                   AND a.area IN (${areas.map(() => "?").join(", ")}))`;

  return {
    byEmail: (email: string) => one("email = ?", email.toLowerCase()),
    byToken: (token: string) => one("token = ?", token),
    byId: (id: string) => one("id = ?", id),

    /** A new address, pending until its owner confirms. */
    async create(s: SignUp): Promise<string> {
      const id = crypto.randomUUID();
      await sql.run(
        `INSERT INTO subscribers (id, email, token, status, requested_at, requested_from, consent_text,
           consent_areas, updated_at, origin)
         VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)`,
        [
          id,
          s.email.toLowerCase(),
          s.token,
          s.now,
          s.from,
          s.consentText,
          JSON.stringify(s.consentAreas),
          s.now,
          s.origin,
        ],
      );
      await setAreas(id, s.areas);
      return id;
    },

    /**
     * A pending or unsubscribed address signs up again: a new consent record, pending again, with the
     * sign-up's token (a new one when an e-mail goes with it).
     */
    async restart(id: string, s: SignUp): Promise<void> {
      await sql.run(
        `UPDATE subscribers SET status = 'pending', token = ?, requested_at = ?, requested_from = ?,
           consent_text = ?, consent_areas = ?, confirmed_at = NULL, unsubscribed_at = NULL, updated_at = ?,
           origin = ?
         WHERE id = ?`,
        [s.token, s.now, s.from, s.consentText, JSON.stringify(s.consentAreas), s.now, s.origin, id],
      );
      await setAreas(id, s.areas);
    },

    /** A new credential for every link: the ones e-mailed before stop working. */
    async setToken(id: string, token: string, now: number): Promise<void> {
      await sql.run("UPDATE subscribers SET token = ?, updated_at = ? WHERE id = ?", [token, now, id]);
    },

    /** Pending → confirmed. False when it was not pending (confirmed already, or gone). */
    async confirm(id: string, now: number): Promise<boolean> {
      const r = await sql.run(
        "UPDATE subscribers SET status = 'confirmed', confirmed_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
        [now, now, id],
      );
      return r.changes > 0;
    },

    /** Confirmed again through the subscriber's own link (pending or unsubscribed before). */
    async resume(id: string, now: number): Promise<void> {
      await sql.run(
        `UPDATE subscribers SET status = 'confirmed', confirmed_at = ?, unsubscribed_at = NULL, updated_at = ?
         WHERE id = ? AND status <> 'confirmed'`,
        [now, now, id],
      );
    },

    async setAreas(id: string, areas: readonly string[], now: number): Promise<void> {
      await setAreas(id, areas);
      await sql.run("UPDATE subscribers SET updated_at = ? WHERE id = ?", [now, id]);
    },

    /** Leaves every list (src/alerts takes back the alerts still waiting in the outbox). Idempotent. */
    async unsubscribe(id: string, now: number): Promise<void> {
      await sql.run(
        `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?),
           updated_at = ? WHERE id = ? AND status <> 'unsubscribed'`,
        [now, now, id],
      );
    },

    async suppress(id: string, reason: string, now: number): Promise<void> {
      await sql.run(
        "UPDATE subscribers SET suppressed_at = COALESCE(suppressed_at, ?), suppressed_reason = ?, updated_at = ? WHERE id = ?",
        [now, reason.slice(0, 500), now, id],
      );
    },

    /** False when it was not suppressed. */
    async unsuppress(id: string, now: number): Promise<boolean> {
      const r = await sql.run(
        "UPDATE subscribers SET suppressed_at = NULL, suppressed_reason = NULL, updated_at = ? WHERE id = ? AND suppressed_at IS NOT NULL",
        [now, id],
      );
      return r.changes > 0;
    },

    /** Sign-ups never confirmed, requested before `before`, are deleted; their ids. */
    purgePending: async (before: number) =>
      (
        await sql.all<{ id: string }>(
          "DELETE FROM subscribers WHERE status = 'pending' AND requested_at < ? RETURNING id",
          [before],
        )
      ).map((r) => r.id),

    countByEmail: async (email: string) =>
      Number(
        (
          await sql.get<{ c: number }>("SELECT COUNT(*) AS c FROM subscribers WHERE email = ?", [
            email.trim().toLowerCase(),
          ])
        )?.c ?? 0,
      ),
    /** Erasure: the subscriber, its areas and its consent record; the ids deleted (its e-mails' subject). */
    deleteByEmail: async (email: string) =>
      (
        await sql.all<{ id: string }>("DELETE FROM subscribers WHERE email = ? RETURNING id", [
          email.trim().toLowerCase(),
        ])
      ).map((r) => r.id),

    async list(f: SubscriberFilter, limit: number, offset: number): Promise<SubscriberRow[]> {
      const { where, params } = filterSql(f);
      const rows = await sql.all<Row>(
        `SELECT ${COLS} FROM subscribers ${where} ORDER BY requested_at DESC, id DESC LIMIT ? OFFSET ?`,
        [...params, limit, offset],
      );
      const areas = await areasOf(rows.map((r) => r.id));
      return rows.map((r) => toSubscriber(r, areas.get(r.id) ?? []));
    },

    async count(f: SubscriberFilter): Promise<number> {
      const { where, params } = filterSql(f);
      return Number(
        (await sql.get<{ c: number }>(`SELECT COUNT(*) AS c FROM subscribers ${where}`, params))?.c ?? 0,
      );
    },

    /** How many subscribers are in each state. */
    async countsByState(): Promise<Record<SubscriberStatus | "suppressed", number>> {
      const rows = await sql.all<{ status: SubscriberStatus; suppressed: number; c: number }>(
        `SELECT status, CASE WHEN suppressed_at IS NULL THEN 0 ELSE 1 END AS suppressed, COUNT(*) AS c
         FROM subscribers GROUP BY status, CASE WHEN suppressed_at IS NULL THEN 0 ELSE 1 END`,
      );
      const out = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0 };
      for (const r of rows) {
        if (Number(r.suppressed)) out.suppressed += Number(r.c);
        else out[r.status] += Number(r.c);
      }
      return out;
    },

    /**
     * How many subscribers an article's alert would go to now: confirmed, deliverable, of any of `areas`
     * (each once), exactly whom the announcement queues.
     */
    async audienceCount(areas: readonly string[]): Promise<number> {
      if (areas.length === 0) return 0;
      return Number(
        (await sql.get<{ c: number }>(`SELECT COUNT(*) AS c ${audience(areas)}`, [...areas]))?.c ?? 0,
      );
    },

    /** Who an article's alert goes to now (the ids of `audienceCount`'s subscribers). */
    async audienceIds(areas: readonly string[]): Promise<string[]> {
      if (areas.length === 0) return [];
      return (await sql.all<{ id: string }>(`SELECT s.id ${audience(areas)}`, [...areas])).map((r) => r.id);
    },

    /** Confirmed, deliverable subscribers per area. */
    async confirmedByArea(): Promise<Map<string, number>> {
      const rows = await sql.all<{ area: string; c: number }>(
        `SELECT a.area, COUNT(*) AS c FROM subscriber_areas a JOIN subscribers s ON s.id = a.subscriber_id
         WHERE s.status = 'confirmed' AND s.suppressed_at IS NULL GROUP BY a.area`,
      );
      return new Map(rows.map((r) => [r.area, Number(r.c)]));
    },
  };
}
export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
