/** One JSON line per event on stdout/stderr; silent in tests (LOG_LEVEL or NODE_ENV=test). */
export type LogLevel = "silent" | "error" | "info";

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Lines wait for the end of the current turn of the event loop and go out in one write per stream, so a
 * burst of requests costs one system call, not one each, and no request waits on a slow log pipe. Whatever
 * is pending is written when the process exits. A reader that went away (EPIPE) loses the lines, never the
 * server.
 */
const pending = { out: [] as string[], err: [] as string[] };
let flushScheduled = false;

function flushLogs(): void {
  flushScheduled = false;
  for (const stream of ["out", "err"] as const) {
    const lines = pending[stream];
    if (lines.length === 0) continue;
    const chunk = lines.join("");
    lines.length = 0;
    try {
      (stream === "out" ? process.stdout : process.stderr).write(chunk);
    } catch {
      // The log's reader is gone.
    }
  }
}
process.on("exit", flushLogs);

/** The time of a line: formatted once per millisecond, not once per line (a busy server logs many). */
let lastMs = 0;
let lastTime = "";
function timeNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = new Date(now).toISOString();
  }
  return lastTime;
}

/** `{"time":…,"level":…,"msg":…, …fields}`: the same JSON as stringifying them in one object, made cheaper. */
function line(lvl: string, msg: string, fields?: Record<string, unknown>): string {
  const rest = fields ? JSON.stringify(fields) : "{}";
  return `{"time":"${timeNow()}","level":"${lvl}","msg":${JSON.stringify(msg)}${rest === "{}" ? "}" : `,${rest.slice(1)}`}\n`;
}

/** The process's own logger also warns: something works, but not as it should be set up (stderr, like errors). */
export interface ProcessLogger extends Logger {
  warn(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel): ProcessLogger {
  const write = (stream: "out" | "err", lvl: string, msg: string, fields?: Record<string, unknown>) => {
    pending[stream].push(line(lvl, msg, fields));
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flushLogs);
    }
  };
  return {
    info: (msg, fields) => level === "info" && write("out", "info", msg, fields),
    error: (msg, fields) => level !== "silent" && write("err", "error", msg, fields),
    warn: (msg, fields) => level !== "silent" && write("err", "warn", msg, fields),
  };
}

export function errorFields(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}
