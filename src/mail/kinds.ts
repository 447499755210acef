import type { SendMailOptions } from "nodemailer";
import type { Lane, OutboxSubject } from "../db";

/** One queued e-mail as its kind sees it when the outbox sends it. */
export interface OutboxMail {
  /** The outbox row's id (for logs). */
  id: string;
  kind: string;
  subject: OutboxSubject;
  ref: string;
  /** What the kind stored with it when it was queued. */
  data: Record<string, unknown> | undefined;
  messageId: string;
}

/**
 * A kind of e-mail, defined by the capability that sends it (`mail.define`): how it is sent and how its
 * message is built when it goes.
 */
export interface MailKind {
  /** 'prompt': at once; 'alerts': after the prompt ones, at ALERTS_PER_MINUTE. */
  lane: Lane;
  /**
   * The message, built as things are when it goes (a throw is a failed attempt, retried), or why it is
   * not to be sent any more (the row is then closed as failed, with that reason).
   */
  build(mail: OutboxMail): Promise<SendMailOptions | string>;
  /**
   * The recipient's address refused for good by the mail server (a 5xx answer that is not the server's
   * own failure). With this defined, such a refusal is not retried; without it, it is, like any failure.
   */
  refused?(mail: OutboxMail, reason: string): Promise<void>;
  /** The e-mail has gone, or failed for good (counts kept outside the outbox, which forgets it). */
  settled?(mail: OutboxMail, outcome: "sent" | "failed"): Promise<void>;
}

/** The kinds of e-mail defined so far, by name; a name is defined once. */
export function createKinds() {
  const kinds = new Map<string, MailKind>();
  return {
    define(name: string, kind: MailKind) {
      if (kinds.has(name)) throw new Error(`the ${name} e-mail is defined twice`);
      kinds.set(name, kind);
    },
    get: (name: string) => kinds.get(name),
    /** The kind of `name`, for queueing it: a name never defined is a mistake in the code. */
    require(name: string): MailKind {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`no ${name} e-mail is defined`);
      return kind;
    },
  };
}
export type Kinds = ReturnType<typeof createKinds>;
