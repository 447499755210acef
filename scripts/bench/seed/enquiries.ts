/**
 * A firm's worth of enquiries (and posts) written straight into a database for the inbox benchmark: one
 * transaction, multi-row INSERTs through the same `Sql` executor the site uses, so it seeds SQLite and
 * PostgreSQL alike. Realistic sizes: names, addresses and phone numbers as people type them, messages of a
 * sentence to a few paragraphs, a mix of statuses, a little spam, notes on some enquiries.
 */

import type { Sql } from "../../../src/db";
import type { SqlValue } from "../../../src/db/sql";

/** The contact form's options on a fresh install. */
export const CONTACT_SERVICE_OPTIONS = [
  "Corporate Services",
  "Corporate Law",
  "Real Estate & Property Law",
  "Immigration Services",
  "Regulatory Compliance",
  "Employment Law",
  "Intellectual Property",
  "Wills, Estates & Trusts",
  "General Inquiry",
];

import { AREAS } from "./posts";

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
  "Sofia",
  "Noah",
  "Grace",
  "Henry",
  "Amara",
  "Lucas",
  "Isabella",
  "Ethan",
  "Zoë",
  "Daniel",
  "Aisha",
  "Samuel",
  "Hannah",
  "Mateo",
  "Leah",
  "Oscar",
  "Fatima",
  "Jack",
  "Elena",
  "Kwame",
];
const LAST = [
  "Smith",
  "Ebanks",
  "Bodden",
  "McLaughlin",
  "Rivers",
  "Connolly",
  "Walton",
  "Merren",
  "Pérez",
  "Nguyen",
  "O'Brien",
  "Watler",
  "Scott",
  "Powery",
  "Jackson",
  "Thompson",
  "Kaur",
  "Fernández",
  "Bush",
  "Tibbetts",
  "Solomon",
  "Chen",
  "Müller",
  "Hydes",
  "Forbes",
  "Anglin",
  "Yates",
  "Rankine",
  "Seymour",
  "Whittaker",
];
const DOMAINS = ["gmail.com", "outlook.com", "example.ky", "cayman.example", "yahoo.com", "firm.example"];
const SENTENCES = [
  "I am looking for advice on renewing my work permit before it expires next month.",
  "We are incorporating an exempted company and need a registered office in George Town.",
  "My father passed away last year and we need help with probate of his Cayman estate.",
  "Could someone explain the AML/CFT obligations for a small fund administrator?",
  "I would like to book a consultation about a dispute with my former employer.",
  "We are buying a strata unit on Seven Mile Beach and need title due diligence done.",
  "Our trademark is being used by a competitor without permission; what are our options?",
  "Please call me back on the number above, ideally in the afternoon.",
  "I have a question about permanent residency points and the timeline for an application.",
  "We need a lawyer to review a share purchase agreement by the end of the week.",
  "Can you help draft a will that covers property in the Cayman Islands and in Canada?",
  "Our business needs an outsourced AML compliance officer from the start of next quarter.",
  "I was referred to your firm by a friend who was very happy with your service.",
  "What would a typical fee be for setting up a foundation company?",
  "The Labour Tribunal hearing is scheduled for early December and I need representation.",
];
const NOTES = [
  "Called back, consultation booked for 3 Dec.",
  "Left a voicemail; will try again tomorrow morning.",
  "Sent engagement letter and fee estimate by e-mail.",
  "Conflict check clear.",
  "Referred to the immigration team.",
];

/** A deterministic pseudo-random sequence, so every run seeds the same data. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface EnquirySeed {
  enquiries: number;
  posts: number;
  /** The newest enquiry's time; the others go back one every few minutes. */
  now?: number;
}

export interface EnquiryFacts {
  enquiries: number;
  spam: number;
  notes: number;
  posts: number;
  /** The most frequent surname, for a realistic search. */
  surname: string;
}

const ROWS_PER_INSERT = 200;

/** Rows written a few hundred to one multi-row INSERT. */
export async function insertRows(sql: Sql, table: string, columns: string[], rows: SqlValue[][]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const one = `(${columns.map(() => "?").join(", ")})`;
    await sql.run(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => one).join(", ")}`,
      chunk.flat(),
    );
  }
}

const POST_COLUMNS = [
  "id",
  "title",
  "slug",
  "content",
  "excerpt",
  "featured_image",
  "service_area",
  "published_at",
  "created_at",
  "updated_at",
];

export async function seedEnquiries(sql: Sql, options: EnquirySeed): Promise<EnquiryFacts> {
  const rnd = random(12);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const now = options.now ?? Date.now();
  const facts: EnquiryFacts = { enquiries: 0, spam: 0, notes: 0, posts: 0, surname: LAST[0]! };
  await sql.tx(async (tx) => {
    const user = await tx.get<{ id: string; username: string }>("SELECT id, username FROM users LIMIT 1");
    let submissions: SqlValue[][] = [];
    let notes: SqlValue[][] = [];
    const flush = async () => {
      await insertRows(
        tx,
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
          "spam_reason",
        ],
        submissions,
      );
      await insertRows(
        tx,
        "submission_notes",
        ["id", "submission_id", "body", "author_id", "author_name", "created_at"],
        notes,
      );
      submissions = [];
      notes = [];
    };
    for (let i = 0; i < options.enquiries; i++) {
      const first = pick(FIRST);
      const last = i % 7 === 0 ? LAST[0]! : pick(LAST);
      const at = now - i * 137_000 - Math.floor(rnd() * 1000);
      const sentences = 1 + Math.floor(rnd() * rnd() * 12);
      const message = Array.from({ length: sentences }, () => pick(SENTENCES)).join(" ");
      const r = rnd();
      const status = i < 200 ? "new" : r < 0.25 ? "new" : r < 0.5 ? "contacted" : "completed";
      const spam = rnd() < 0.03;
      const id = crypto.randomUUID();
      const local = `${first}.${last}`
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .replace(/[^A-Za-z.]/g, "")
        .toLowerCase();
      submissions.push([
        id,
        `${first} ${last}`,
        `${local}${i % 100}@${pick(DOMAINS)}`,
        `+1 (345) ${String(500 + Math.floor(rnd() * 499))}-${String(Math.floor(rnd() * 10000)).padStart(4, "0")}`,
        pick(CONTACT_SERVICE_OPTIONS),
        message,
        at,
        status,
        spam ? 1 : 0,
        spam ? "too-fast" : null,
      ]);
      facts.enquiries++;
      if (spam) facts.spam++;
      if (!spam && status !== "new" && rnd() < 0.3) {
        const count = 1 + Math.floor(rnd() * 3);
        for (let n = 0; n < count; n++) {
          notes.push([
            crypto.randomUUID(),
            id,
            pick(NOTES),
            user?.id ?? null,
            user?.username ?? "admin",
            at + (n + 1) * 3_600_000,
          ]);
          facts.notes++;
        }
      }
      if (submissions.length >= 2000) await flush();
    }
    await flush();

    let posts: SqlValue[][] = [];
    const flushPosts = async () => {
      await insertRows(tx, "posts", POST_COLUMNS, posts);
      posts = [];
    };
    for (let i = 0; i < options.posts; i++) {
      const at = now - i * 3_600_000;
      posts.push([
        crypto.randomUUID(),
        `Bench article ${i}: what the new rules mean for ${pick(["families", "businesses", "employers", "funds"])}`,
        `bench-article-${i}`,
        `## Background\n\n${Array.from({ length: 8 }, () => pick(SENTENCES)).join(" ")}`,
        `A short summary of article ${i} for the insights card.`,
        null,
        AREAS[i % AREAS.length]!,
        at,
        at,
        at,
      ]);
      facts.posts++;
      if (posts.length >= 2000) await flushPosts();
    }
    await flushPosts();
  });
  return facts;
}
