/**
 * The benchmark's sections, in the order `bun run bench` runs them; `--only` takes their names. A section
 * answers whether its figures are within their targets (a section that throws or exits non-zero is not).
 * Sections that measure a process's own memory or start services of their own run in a process of their
 * own (and can be run alone: `bun scripts/bench/sections/<name>.ts`).
 */
import { join } from "node:path";
import { root } from "../support/server";
import { benchGrowth, benchHttp } from "./http";
import { benchPages } from "./pages";
import { benchStartup } from "./startup";

export interface Section {
  name: string;
  describe: string;
  run(options: { seconds: number }): Promise<boolean>;
}

/** A section run as `bun scripts/bench/sections/<name>.ts --seconds N`; within targets when it exits 0. */
const ownProcess =
  (name: string) =>
  async ({ seconds }: { seconds: number }): Promise<boolean> => {
    const proc = Bun.spawn(
      [
        process.execPath,
        join(root, "scripts", "bench", "sections", `${name}.ts`),
        "--seconds",
        String(seconds),
      ],
      { cwd: root, stdout: "inherit", stderr: "inherit" },
    );
    return (await proc.exited) === 0;
  };

export const SECTIONS: readonly Section[] = [
  { name: "pages", describe: "what a visitor downloads per page", run: () => benchPages() },
  {
    name: "http",
    describe: "public responses against a bare server's speed, and the process's memory",
    run: ({ seconds }) => benchHttp(seconds),
  },
  {
    name: "growth",
    describe: "the same responses with 10,000 posts",
    run: ({ seconds }) => benchGrowth(seconds),
  },
  { name: "startup", describe: "the single executable's warm start and memory", run: () => benchStartup() },
  {
    name: "backup",
    describe: "backup and restore of a large site: time and peak memory",
    run: ownProcess("backup"),
  },
  {
    name: "mail",
    describe: "the mail outbox: an outage with 500 enquiries, then recovery",
    run: ownProcess("mail"),
  },
  { name: "activity", describe: "the Activity page over 100,000 audit entries", run: ownProcess("activity") },
  {
    name: "images",
    describe: "uploaded images: a 12 MP photo, a bomb, page weight on a phone",
    run: ownProcess("images"),
  },
  {
    name: "slots",
    describe: "free consultation times of 60 days for three types around 100 bookings",
    run: ownProcess("slots"),
  },
  { name: "inbox", describe: "the inbox with 100,000 enquiries and 10,000 posts", run: ownProcess("inbox") },
  {
    name: "content",
    describe: "the firm's own content: 50 people, 500 revisions, pages before and after a publish",
    run: ownProcess("content"),
  },
  {
    name: "stats",
    describe: "what counting page views costs, and the Overview over a year of a busy site",
    run: ownProcess("stats"),
  },
  {
    name: "alerts",
    describe: "client alerts: 5,000 subscribers, one article, time to queue and deliver",
    run: ownProcess("alerts"),
  },
  {
    name: "memory",
    describe: "memory as a firm lives with it: both programs, 20 and 10,000 posts",
    run: ownProcess("memory"),
  },
  {
    name: "instances",
    describe: "deployments: SQLite, PostgreSQL + S3, two instances behind a round-robin proxy",
    run: ownProcess("instances"),
  },
];
