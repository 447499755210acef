/** argon2id via Bun.password (DESIGN.md §6). */
export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });

export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);

/** A real hash to verify against when the username is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

export function randomPassword(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
}
