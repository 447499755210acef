import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./passwords";

// argon2id hashes (~0.1 s of CPU each): seconds on a busy machine.
setDefaultTimeout(30_000);

/** "$argon2id$v=19$m=65536,t=2,p=1$…": algorithm, version and costs, without salt and digest. */
const parameters = (hash: string) => hash.split("$").slice(1, 4).join("$");

describe("the hash an unknown username is verified against", () => {
  test("has the costs of a real user's hash, so both failures take the same time", async () => {
    const real = await hashPassword("correct horse battery staple");
    expect(parameters(DUMMY_PASSWORD_HASH)).toBe(parameters(real));
    expect(parameters(real)).toMatch(/^argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+$/);
  });

  test("is a valid hash that no likely password matches", async () => {
    for (const guess of ["", "admin", "password", "bench-password-long", DUMMY_PASSWORD_HASH])
      expect(await verifyPassword(guess, DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
