/**
 * `bun run bench`: what a visitor downloads, how close public responses come to a bare server's speed,
 * how much memory the process holds, how fast the executable starts, and how all of it grows with content;
 * the sections are listed in scripts/bench/sections/index.ts.
 * Options: --seconds N (per measurement, default 4), --only a,b (section names; default all).
 * Exits non-zero, naming them, when a section's figures are outside their targets or it failed.
 * Needs Debian's `wrk` for precise load (falls back to a Bun load generator without it).
 */
import { SECTIONS } from "./bench/sections";
import { hasWrk } from "./bench/support/load";
import { buildServer } from "./build-server";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const seconds = Number(option("seconds") ?? 4);
const only = option("only")?.split(",");
const unknown = only?.filter((name) => !SECTIONS.some((s) => s.name === name)) ?? [];
if (unknown.length > 0 || !(seconds > 0)) {
  console.error(
    unknown.length > 0
      ? `No section called ${unknown.join(", ")}; the sections are ${SECTIONS.map((s) => s.name).join(", ")}.`
      : "--seconds takes a number of seconds above 0.",
  );
  process.exit(2);
}

console.log(
  `load generator: ${hasWrk() ? "wrk" : "Bun fetch loop (install Debian's wrk for precise figures)"}`,
);
// What `bun run start` runs: the assets and the server bundle.
await buildServer();

const missed: string[] = [];
for (const section of SECTIONS) {
  if (only && !only.includes(section.name)) continue;
  let within: boolean;
  try {
    within = await section.run({ seconds });
  } catch (e) {
    console.error(`\n${section.name} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    within = false;
  }
  if (!within) missed.push(section.name);
}

if (missed.length > 0) {
  console.log(`\nOutside the targets or failed (see above): ${missed.join(", ")}.`);
  process.exit(1);
}
