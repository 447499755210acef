/**
 * Mail outbox benchmark, run by `bun run bench` or alone (`bun scripts/bench/sections/mail.ts`):
 * the real server, a real SMTP server (smtp-server) that is down while N enquiries arrive, then comes up.
 * Reports how fast enquiries are accepted during the outage, and the time from the mail server coming
 * back to the last notification delivered; fails unless every enquiry is stored and e-mailed exactly once.
 * Options: --enquiries N (default 500), --outage-ms M (how long the server stays down after the last
 * enquiry, default 5000).
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../../../tests/support/server";
import { startTestSmtp } from "../../../tests/support/smtp";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ENQUIRIES = arg("enquiries", 500);
const OUTAGE_MS = arg("outage-ms", 5000);
const CONCURRENCY = 20;

const smtp = await startTestSmtp({ listen: false });
const dataDir = mkdtempSync(join(tmpdir(), "firm-bench-mail-"));
const server = await startServer({
  env: {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMITS: "off",
    ADMIN_USERNAME: "bench",
    ADMIN_PASSWORD: "bench-password",
    SMTP_URL: smtp.url,
    NOTIFY_TO: "intake@ironwoodlegal.ky",
  },
});
const { base } = server;

const query = <T>(sql: string): T => {
  const db = new Database(join(dataDir, "site.db"), { readonly: true });
  try {
    return db.query(sql).get() as T;
  } finally {
    db.close();
  }
};

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out: ${what}`);
    await Bun.sleep(10);
  }
}

let ok = false;
try {
  console.log(`\nMail outbox: ${ENQUIRIES} enquiries while the SMTP server is down, then it comes back`);
  const started = performance.now();
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ENQUIRIES) {
        const i = next++;
        const res = await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            name: `Bench Visitor ${i}`,
            email: `visitor${i}@example.com`,
            phone: "+1 345 555 0100",
            service: "General Inquiry",
            message: `Enquiry number ${i}, sent while the mail server is down.`,
          }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) refused++;
      }
    }),
  );
  const acceptMs = performance.now() - started;
  const stored = query<{ n: number }>("SELECT COUNT(*) AS n FROM contact_submissions").n;
  console.log(
    `  accepted ${ENQUIRIES - refused}/${ENQUIRIES} in ${(acceptMs / 1000).toFixed(2)} s (${Math.round(ENQUIRIES / (acceptMs / 1000))} per s), ${stored} stored`,
  );
  // Every notification has been tried and is waiting for its retry slot.
  await until(
    () => query<{ n: number }>("SELECT COUNT(*) AS n FROM mail_outbox WHERE attempts = 0").n === 0,
    30_000,
    "first attempts",
  );
  const waiting = query<{ n: number; due: number }>(
    "SELECT COUNT(*) AS n, MIN(next_attempt_at) AS due FROM mail_outbox WHERE status = 'pending'",
  );
  console.log(`  ${waiting.n} notifications waiting; outage goes on for ${OUTAGE_MS} ms more`);
  await Bun.sleep(OUTAGE_MS);

  await smtp.listen();
  const up = performance.now();
  let first = 0;
  await until(
    () => {
      if (!first && smtp.received.length > 0) first = performance.now();
      return smtp.received.length >= ENQUIRIES;
    },
    120_000,
    "deliveries",
  );
  const last = performance.now();
  // Anything sent twice would show up now.
  await Bun.sleep(3000);
  const ids = new Set(smtp.received.map((r) => r.parsed.messageId));
  const sent = query<{ n: number }>("SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'sent'").n;
  const upToLast = last - up;
  console.log(
    `  SMTP back → first delivery ${(first - up).toFixed(0)} ms, → last delivery ${upToLast.toFixed(0)} ms (${Math.round(ENQUIRIES / (upToLast / 1000))} mails/s)`,
  );
  console.log(
    `  delivered ${smtp.received.length} messages, ${ids.size} distinct Message-IDs, ${sent} marked sent`,
  );
  ok =
    refused === 0 &&
    stored === ENQUIRIES &&
    smtp.received.length === ENQUIRIES &&
    ids.size === ENQUIRIES &&
    sent === ENQUIRIES;
  console.log(ok ? "  every enquiry stored and e-mailed exactly once" : "  NOT EXACTLY ONCE");
} finally {
  await server.stop();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
