/**
 * What the helper process does, by job kind: sanitising markdown, the image pipeline, argon2id, expanding a
 * lawyer's calendar into busy times. Each kind loads its code on first use, so a child started for
 * a post save never evaluates the image pipeline, and the other way round.
 */
export async function runJob(kind: string, payload: unknown): Promise<unknown> {
  switch (kind) {
    case "markdown":
      return (await import("./sanitise")).sanitiseMarkdown(payload as string);
    case "trusted-markdown":
      return (await import("./sanitise")).trustedMarkdown(payload as string);
    case "image":
      return (await import("../images")).processImage(payload as Uint8Array);
    case "image-variants": {
      const { master, width } = payload as { master: Uint8Array; width: number };
      return (await import("../images")).makeVariants(master, width);
    }
    case "hash-password":
      return (await import("../auth")).hashPasswordHere(payload as string);
    case "verify-password": {
      const { password, hash } = payload as { password: string; hash: string };
      return (await import("../auth")).verifyPasswordHere(password, hash);
    }
    case "calendar-busy":
      return (await import("../calendars")).calendarBusyJob(
        payload as import("../calendars").CalendarBusyJob,
      );
    default:
      throw new Error(`The helper process knows no job "${kind}".`);
  }
}
