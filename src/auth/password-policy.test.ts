import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { checkNewPassword } from "./password-policy";

// The strength dictionaries load and judge many passwords: seconds on a busy machine.
setDefaultTimeout(30_000);

describe("checkNewPassword", () => {
  test("refuses short, username-based, leaked and guessable passwords, each with its reason", async () => {
    const cases: [password: string, reason: RegExp][] = [
      ["short-1A!", /at least 12 characters/],
      ["x".repeat(201), /at most 200 characters/],
      ["my-Admin-password-2026", /must not contain your username/],
      ["aaaaaaaaaaaaaaa", /repeats too few characters/],
      ["password1234", /too easy to guess: this is similar to a commonly used password/],
      ["123456789012", /too easy to guess: this is a commonly used password/],
      ["qwertyuiop123", /too easy to guess/],
      ["abcdefghijkl", /too easy to guess: common character sequences/],
      ["iloveyou2024!", /too easy to guess/],
      ["Ironwood Legal 2026", /too easy to guess: it is built on the firm's name or your username/],
    ];
    for (const [password, reason] of cases) {
      const verdict = await checkNewPassword(password, "admin", ["Ironwood Legal"]);
      expect(`${password}: ${verdict.ok ? "accepted" : verdict.reason}`).toMatch(reason);
    }
  });

  test("accepts a long phrase of unrelated words and a random string", async () => {
    for (const password of ["blue-kettle-march-violin", "hG7#kq2!Lm9vXz", "correct-horse-battery"]) {
      expect(await checkNewPassword(password, "admin")).toEqual({ ok: true });
    }
  });
});
