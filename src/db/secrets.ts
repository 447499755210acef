import type { Sql } from "./sql";

/**
 * Secrets the site makes for itself (e.g. the contact form's signing key): generated once, kept in the
 * database so every instance shares them and they survive restarts and redeploys, never in a file.
 */
export function createSecretsRepo(sql: Sql) {
  return {
    /** The named secret; the first caller's `generate()` wins when several start at once. */
    async getOrCreate(name: string, generate: () => string, now: number): Promise<string> {
      await sql.run(
        "INSERT INTO site_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
        [name, generate(), now],
      );
      const row = await sql.get<{ value: string }>("SELECT value FROM site_secrets WHERE name = ?", [name]);
      return row!.value;
    },
  };
}
export type SecretsRepo = ReturnType<typeof createSecretsRepo>;

/**
 * A 32-byte signing key kept as the named secret, read once per process: made on first use, shared by
 * every instance; a failed read is tried again next time.
 */
export function signingKey(secrets: SecretsRepo, name: string, now: () => number): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return () => {
    key ??= secrets
      .getOrCreate(
        name,
        () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"),
        now(),
      )
      .then((k) => Buffer.from(k, "base64url"))
      .catch((e: unknown) => {
        key = undefined; // try the database again next time
        throw e;
      });
    return key;
  };
}
