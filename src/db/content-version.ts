import type { Sql } from "./sql";

/**
 * A number that changes whenever anything shown on public pages changes (a post written, published or
 * deleted, an image processed). Rendered public pages are cached per version (src/http/page-cache.ts),
 * so every write that public pages show must record it. Reading it is a memory read: the page cache asks on
 * every request.
 *
 * Several instances can share one database: a write also increments the `content_version` row
 * in the same transaction (`recordContentChange`), and every server polls that row (`watchContentVersion`), so
 * each instance's cache drops stale pages within a poll interval of a write anywhere. `bump()` itself is
 * local: this process's caches only.
 */
export interface ContentVersion {
  current(): number;
  bump(): void;
}

/** The version as one process sees it: bumped by its own writes and by changes its watcher notices. */
export interface LocalContentVersion extends ContentVersion {
  /**
   * A moment (ms) at which the content changes by itself: a scheduled post appears. The first
   * `current()` at or after it returns a new version, so no cache outlives it; undefined for none.
   */
  changesAt(at: number | undefined): void;
  /** Called after every change of the version (own bumps, noticed writes, a moment reached). */
  onChange(listener: () => void): void;
}

export function createContentVersion(clock: () => number = Date.now): LocalContentVersion {
  let version = 0;
  let expiry: number | undefined;
  const listeners: (() => void)[] = [];
  const changed = () => {
    version++;
    for (const l of listeners) l();
  };
  return {
    current: () => {
      if (expiry !== undefined && clock() >= expiry) {
        expiry = undefined;
        changed();
      }
      return version;
    },
    bump: changed,
    changesAt: (at) => {
      expiry = at;
    },
    onChange: (l) => {
      listeners.push(l);
    },
  };
}

/**
 * Announces a change of public content to every instance: run it on the transaction that makes the change,
 * so the change and its announcement commit together (then `bump()` this process's version).
 */
export async function recordContentChange(tx: Sql): Promise<void> {
  await tx.run(
    `INSERT INTO content_version (id, value) VALUES (1, 1)
     ON CONFLICT (id) DO UPDATE SET value = content_version.value + 1`,
  );
}

/** How often a server looks for changes made by other instances (the issue asks for under a second). */
export const CONTENT_POLL_MS = 250;

/**
 * Polls the shared counter and bumps `version` whenever another instance (or a command such as
 * `images rebuild`) changed it. A failed poll is retried on the next tick; `onError` hears of it once per
 * outage. The first read only learns the starting value.
 */
export function watchContentVersion(
  sql: Sql,
  version: ContentVersion,
  options: { intervalMs?: number; onError?: (e: unknown) => void } = {},
): { stop(): Promise<void> } {
  let seen: string | undefined;
  let failing = false;
  let running: Promise<void> | undefined;
  const poll = async () => {
    try {
      const row = await sql.get<{ value: number | string }>("SELECT value FROM content_version WHERE id = 1");
      const value = String(row?.value ?? "");
      if (seen !== undefined && value !== seen) version.bump();
      seen = value;
      failing = false;
    } catch (e) {
      if (!failing) options.onError?.(e);
      failing = true;
    }
  };
  running = poll();
  const timer = setInterval(() => {
    running ??= poll().finally(() => {
      running = undefined;
    });
  }, options.intervalMs ?? CONTENT_POLL_MS);
  timer.unref();
  void running.finally(() => {
    running = undefined;
  });
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
