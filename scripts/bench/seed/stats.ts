/**
 * A year of a busy site's visit figures and enquiries, written straight into a database for the stats
 * benchmark (the stats section): 2,000 visitors a day, the per-page and per-source sums the counter
 * keeps, and about ten enquiries a day with their visits and first answers.
 */
import type { Sql } from "../../../src/db";
import type { SqlValue } from "../../../src/db/sql";
import { FIRM_UTC_OFFSET_MS, firmDate } from "../../../src/shared/dates";
import { CONTACT_SERVICE_OPTIONS, insertRows, random } from "./enquiries";

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - FIRM_UTC_OFFSET_MS;

const SLUGS = [
  "corporate-services",
  "corporate-law",
  "real-estate",
  "immigration",
  "regulatory-compliance",
  "employment-law",
  "intellectual-property",
  "wills-estates-trusts",
];
/** Each page with its share of views and how often a visit lands on it. */
const PAGES: { path: string; weight: number; landing: number }[] = [
  { path: "/", weight: 20, landing: 3 },
  { path: "/services", weight: 8, landing: 0.8 },
  ...SLUGS.map((s, n) => ({ path: `/services/${s}`, weight: 6 - n * 0.5, landing: 1.5 })),
  { path: "/about", weight: 5, landing: 0.6 },
  { path: "/our-people", weight: 4, landing: 0.6 },
  { path: "/contact", weight: 6, landing: 0.4 },
  { path: "/blog", weight: 4, landing: 0.8 },
  ...Array.from({ length: 26 }, (_, n) => ({
    path: `/blog/post-${n + 1}`,
    weight: 6 / (n + 2),
    landing: 2.5,
  })),
];
const SOURCES: { source: string; medium: string; weight: number }[] = [
  { source: "Direct", medium: "direct", weight: 30 },
  { source: "Google", medium: "search", weight: 35 },
  { source: "Bing", medium: "search", weight: 5 },
  { source: "LinkedIn", medium: "social", weight: 8 },
  { source: "Facebook", medium: "social", weight: 5 },
  { source: "Gmail", medium: "email", weight: 4 },
  { source: "newsletter", medium: "email", weight: 5 },
  { source: "lawfirm-partners.example", medium: "referral", weight: 8 },
];
const DEVICES = [
  { device: "desktop", share: 0.55 },
  { device: "mobile", share: 0.4 },
  { device: "tablet", share: 0.05 },
];
const CAMPAIGN = "spring-update";
/** Social and e-mail visits of the last 90 days: this share came from the campaign's links. */
const CAMPAIGN_SHARE = 0.3;
export const DETAIL_DAYS = 90;

const FIRST = [
  "Ann",
  "James",
  "Maria",
  "José",
  "Priya",
  "Wei",
  "Olivia",
  "Mohammed",
  "Chloé",
  "Liam",
  "Grace",
];
const LAST = ["Ebanks", "Bodden", "McLaughlin", "Connolly", "Merren", "Pérez", "Nguyen", "Watler", "Powery"];
const MESSAGES = [
  "I am looking for advice on renewing my work permit before it expires next month.",
  "We are incorporating an exempted company and need a registered office in George Town.",
  "My father passed away last year and we need help with probate of his Cayman estate.",
  "We are buying a strata unit on Seven Mile Beach and need title due diligence done.",
  "Our trademark is being used by a competitor without permission; what are our options?",
  "Could someone explain the AML/CFT obligations for a small fund administrator?",
  "Please call me back on the number above, ideally in the afternoon.",
];

/**
 * (Exported for looking into the Overview's queries on the same data.) 365 days ending today: the day totals, the per-page rows (campaign and device only for the last 90
 * days, as the retention leaves them) and ~10 enquiries a day with their visits and first answers.
 */
export async function seedStats(sql: Sql, now: number) {
  const rnd = random(2025);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const weighted = <T extends { weight: number }>(xs: readonly T[]) => {
    let r = rnd() * xs.reduce((a, x) => a + x.weight, 0);
    for (const x of xs) {
      r -= x.weight;
      if (r < 0) return x;
    }
    return xs[xs.length - 1]!;
  };
  /** n rounded up or down at random, in proportion: sums stay right. */
  const round = (n: number) => Math.floor(n + rnd());
  const pageTotal = PAGES.reduce((a, p) => a + p.weight, 0);
  const sourceTotal = SOURCES.reduce((a, s) => a + s.weight, 0);
  const today = firmDate(now);

  const facts = { detailRows: 0, visitors: 0, pageViews: 0 };
  await sql.tx(async (tx) => {
    const days: SqlValue[][] = [];
    let views: SqlValue[][] = [];
    let enquiries: SqlValue[][] = [];
    for (let back = 364; back >= 0; back--) {
      const day = firmDate(dayStart(today) + 12 * 3_600_000 - back * DAY_MS);
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
      const visitors = Math.round(2000 * (weekend ? 0.7 : 1.12) * (0.85 + 0.3 * rnd()));
      const pageViews = visitors * (2.3 + 0.4 * rnd());
      const detail = back < DETAIL_DAYS;
      const rows: { cells: SqlValue[]; visitors: number; landing: number }[] = [];
      for (const p of PAGES)
        for (const s of SOURCES) {
          const share = (p.weight / pageTotal) * (s.weight / sourceTotal);
          const campaigns =
            detail && (s.medium === "social" || s.medium === "email")
              ? [
                  { campaign: "", share: 1 - CAMPAIGN_SHARE },
                  { campaign: CAMPAIGN, share: CAMPAIGN_SHARE },
                ]
              : [{ campaign: "", share: 1 }];
          for (const c of campaigns)
            for (const d of detail ? DEVICES : [{ device: "", share: 1 }]) {
              const v = round(pageViews * share * c.share * d.share * (0.75 + 0.5 * rnd()));
              if (v === 0) continue;
              const who = Math.max(1, Math.min(v, Math.round(v / (1.15 + 0.3 * rnd()))));
              rows.push({
                cells: [day, p.path, s.source, s.medium, c.campaign, d.device, v, who],
                visitors: who,
                landing: who * p.landing,
              });
            }
        }
      // Entries: the day's visits, shared out where they landed.
      const scale = visitors / rows.reduce((a, r) => a + r.landing, 0);
      let dayViews = 0;
      let dayEntries = 0;
      for (const r of rows) {
        const entries = Math.min(r.visitors, round(r.landing * scale));
        views.push([...r.cells, entries]);
        dayViews += r.cells[6] as number;
        dayEntries += entries;
        if (detail) facts.detailRows++;
      }
      days.push([day, dayViews, dayEntries]);
      facts.visitors += dayEntries;
      facts.pageViews += dayViews;
      if (views.length >= 20_000) {
        await insertRows(
          tx,
          "stats_views",
          ["day", "path", "source", "medium", "campaign", "device", "views", "visitors", "entries"],
          views,
        );
        views = [];
      }

      // About ten enquiries a day, fewer at weekends, in office hours and evenings.
      const count = round((weekend ? 4 : 12.4) * (0.6 + 0.8 * rnd()));
      for (let n = 0; n < count; n++) {
        const at = dayStart(day) + Math.floor((7 + 15 * rnd()) * 3_600_000);
        if (at > now) continue;
        const first = pick(FIRST);
        const last = pick(LAST);
        const answerAfter = Math.floor((1 + 29 * rnd()) * 3_600_000);
        const answered = at + answerAfter <= now && rnd() > 0.03;
        const status = !answered ? "new" : rnd() < 0.8 ? "completed" : "contacted";
        const attributed = rnd() < 0.85;
        const source = weighted(SOURCES);
        const landing = attributed
          ? rnd() < 0.3
            ? "/contact"
            : weighted(PAGES.filter((p) => p.path !== "/contact")).path
          : null;
        const campaign =
          attributed && back < DETAIL_DAYS && source.medium !== "search" && rnd() < CAMPAIGN_SHARE
            ? CAMPAIGN
            : null;
        const local = `${first}.${last}`
          .normalize("NFD")
          .replace(/\p{M}/gu, "")
          .replace(/[^A-Za-z.]/g, "")
          .toLowerCase();
        enquiries.push([
          crypto.randomUUID(),
          `${first} ${last}`,
          `${local}@example.ky`,
          `+1 (345) ${500 + Math.floor(rnd() * 499)}-${String(Math.floor(rnd() * 10000)).padStart(4, "0")}`,
          pick(CONTACT_SERVICE_OPTIONS),
          `${pick(MESSAGES)} ${pick(MESSAGES)}`,
          at,
          status,
          0,
          landing,
          attributed ? source.source : null,
          attributed ? source.medium : null,
          campaign,
          "/contact",
          answered ? at + answerAfter : null,
        ]);
      }
      if (enquiries.length >= 2000) {
        await insertEnquiries(tx, enquiries);
        enquiries = [];
      }
    }
    await insertRows(
      tx,
      "stats_views",
      ["day", "path", "source", "medium", "campaign", "device", "views", "visitors", "entries"],
      views,
    );
    await insertEnquiries(tx, enquiries);
    await insertRows(tx, "stats_days", ["day", "views", "visitors"], days);
    // The per-page and per-source sums the counter keeps beside the detail rows.
    await tx.run(
      `INSERT INTO stats_pages (day, path, views, visitors)
       SELECT day, path, SUM(views), SUM(visitors) FROM stats_views GROUP BY day, path`,
    );
    await tx.run(
      `INSERT INTO stats_sources (day, source, medium, visitors)
       SELECT day, source, medium, SUM(entries) FROM stats_views WHERE entries > 0 GROUP BY day, source, medium`,
    );
  });
  return facts;
}

const insertEnquiries = (sql: Sql, rows: SqlValue[][]) =>
  insertRows(
    sql,
    "contact_submissions",
    [
      "id",
      "name",
      "email",
      "phone",
      "service",
      "message",
      "submitted_at",
      "status",
      "spam",
      "landing_page",
      "visit_source",
      "visit_medium",
      "visit_campaign",
      "sent_from",
      "first_answer_at",
    ],
    rows,
  );
