import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

/** One message as the SMTP server received it: the envelope, the raw bytes and mailparser's reading. */
export interface Received {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: Received[];
  /** Reject logins from now on (535), or accept them again. */
  rejectAuth: boolean;
  /** Answer every message with this temporary failure (e.g. "451 try later"), or accept again. */
  rejectData: string | undefined;
  /**
   * Recipients (lower-cased addresses) refused at RCPT TO with "550 5.1.1 No such user here": a permanent
   * refusal of that address only. Empty unless a test adds to it.
   */
  rejectRecipients: Set<string>;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on loopback for tests and the benchmark, with mailparser
 * reading what arrives. Without `start: false` it listens at once; with it, `listen()` starts it later
 * (an outage that ends). Credentials: user "mailer", password "p@ss:word" (URL-encoded in `url`).
 */
export async function startTestSmtp(
  options: { port?: number; auth?: boolean; listen?: boolean } = {},
): Promise<TestSmtp & { listen(): Promise<void> }> {
  const port = options.port ?? freePort();
  const auth = options.auth ?? true;
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const state = { rejectAuth: false, rejectData: undefined as string | undefined };
  const rejectRecipients = new Set<string>();
  const server = new SMTPServer({
    secure: false,
    // No certificate here: a client offered STARTTLS would (rightly) refuse our self-signed one.
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    authOptional: !auth,
    logger: false,
    size: 10 * 1024 * 1024,
    closeTimeout: 200,
    onAuth(a, _session, cb) {
      if (!state.rejectAuth && a.username === "mailer" && a.password === "p@ss:word")
        return cb(null, { user: a.username });
      const err = new Error("Authentication failed") as Error & { responseCode: number };
      err.responseCode = 535;
      return cb(err);
    },
    onRcptTo(address, _session, cb) {
      if (rejectRecipients.has(address.address.toLowerCase())) {
        const err = new Error("5.1.1 No such user here") as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      return cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (state.rejectData) {
          const err = new Error(state.rejectData.replace(/^\d+\s*/, "")) as Error & { responseCode: number };
          err.responseCode = Number(state.rejectData.slice(0, 3)) || 451;
          return cb(err);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          parsed: await simpleParser(raw),
        });
        for (const w of waiters.splice(0)) w();
        cb();
      });
    },
  });
  let listening = false;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        listening = true;
        resolve();
      });
    });
  if (options.listen !== false) await listen();
  return {
    port,
    url: auth ? `smtp://mailer:p%40ss%3Aword@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    received,
    rejectRecipients,
    get rejectAuth() {
      return state.rejectAuth;
    },
    set rejectAuth(v: boolean) {
      state.rejectAuth = v;
    },
    get rejectData() {
      return state.rejectData;
    },
    set rejectData(v: string | undefined) {
      state.rejectData = v;
    },
    listen,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise<void>((r) => {
          const t = setTimeout(r, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(t);
            r();
          });
        });
      }
      return received;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!listening) return resolve();
        listening = false;
        server.close(() => resolve());
      }),
  };
}
