/** One JSON line per event on stdout/stderr; silent in tests (LOG_LEVEL or NODE_ENV=test). */
export type LogLevel = "silent" | "error" | "info";

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel): Logger {
  const write = (stream: "out" | "err", lvl: string, msg: string, fields?: Record<string, unknown>) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields });
    if (stream === "out") process.stdout.write(`${line}\n`);
    else process.stderr.write(`${line}\n`);
  };
  return {
    info: (msg, fields) => level === "info" && write("out", "info", msg, fields),
    error: (msg, fields) => level !== "silent" && write("err", "error", msg, fields),
  };
}

export function errorFields(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}
