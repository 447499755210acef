/**
 * A stand-in helper child for src/lib/helper-process.test.ts: echo, fail, sleep, hang or crash on request;
 * "until" answers once the file its payload names exists (a long job the test itself ends, with no clock).
 */
import { existsSync } from "node:fs";
import type { HelperReply, HelperRequest } from "../helper-process";

process.on("message", (m: HelperRequest) => {
  const reply = (r: HelperReply) => process.send!(r);
  if (m.kind === "echo") reply({ id: m.id, ok: true, value: m.payload });
  else if (m.kind === "fail") reply({ id: m.id, ok: false, error: m.payload as never });
  else if (m.kind === "crash") setTimeout(() => process.exit(3), 50);
  else if (m.kind === "sleep")
    setTimeout(() => reply({ id: m.id, ok: true, value: m.payload }), m.payload as number);
  else if (m.kind === "until") {
    const wait = setInterval(() => {
      if (!existsSync(m.payload as string)) return;
      clearInterval(wait);
      reply({ id: m.id, ok: true, value: "released" });
    }, 10);
  }
  // "hang": never answers
});
process.on("disconnect", () => process.exit(0));
