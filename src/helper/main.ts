/**
 * The helper process (src/lib/helper-process.ts, docs/decisions/027): the same program started with
 * HELPER_FLAG (or, from source, this file run by bun). It answers jobs from its parent over the IPC channel
 * until the parent stops it or goes away. What it loads (jsdom, marked, the pixels of a photo) dies with it.
 */
import type { HelperReply, HelperRequest } from "../lib/helper-process";
import { runJob } from "./jobs";

export function runHelper(): void {
  if (!process.send) {
    console.error("The helper process is started by the server, not by hand.");
    process.exit(2);
  }
  const send = process.send.bind(process);
  process.on("message", async (message: HelperRequest) => {
    let reply: HelperReply;
    try {
      reply = { id: message.id, ok: true, value: await runJob(message.kind, message.payload) };
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      const status = (err as { status?: unknown }).status;
      reply = {
        id: message.id,
        ok: false,
        error: {
          name: err.name,
          message: err.message,
          ...(typeof status === "number" ? { status } : {}),
        },
      };
    }
    send(reply);
  });
  // The parent went away (it crashed or was killed): nothing is left to answer.
  process.on("disconnect", () => process.exit(0));
}

if (import.meta.main) runHelper();
