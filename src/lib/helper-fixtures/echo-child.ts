/** A stand-in helper child for src/lib/helper-process.test.ts: echo, fail, sleep, hang or crash on request. */
import type { HelperReply, HelperRequest } from "../helper-process";

process.on("message", (m: HelperRequest) => {
  const reply = (r: HelperReply) => process.send!(r);
  if (m.kind === "echo") reply({ id: m.id, ok: true, value: m.payload });
  else if (m.kind === "fail") reply({ id: m.id, ok: false, error: m.payload as never });
  else if (m.kind === "crash") setTimeout(() => process.exit(3), 50);
  else if (m.kind === "sleep")
    setTimeout(() => reply({ id: m.id, ok: true, value: m.payload }), m.payload as number);
  // "hang": never answers
});
process.on("disconnect", () => process.exit(0));
