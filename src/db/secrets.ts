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
