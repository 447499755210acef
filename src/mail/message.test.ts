import { describe, expect, test } from "bun:test";
import { headerText, nextAttemptAt } from ".";

describe("headerText", () => {
  test("line breaks of every kind, controls, format characters and encoded words cannot survive", () => {
    expect(headerText("Ann\r\nBcc: evil@x.y", 100)).toBe("Ann Bcc: evil@x.y");
    expect(headerText("Ann\u2028Bcc:\u2029x\u0085y\u000bz\u0000", 100)).toBe("Ann Bcc: x y z");
    expect(headerText("A\u202eB\u200dC", 100)).toBe("ABC");
    expect(headerText("=?utf-8?q?evil=0D=0ABcc:x@y?=", 100)).toBe("= ?utf-8?q?evil=0D=0ABcc:x@y?=");
    expect(headerText(`${"é".repeat(150)}`, 100)).toBe(`${"é".repeat(99)}…`);
    expect(headerText("😀".repeat(60), 50)).toBe(`${"😀".repeat(49)}…`);
  });
});

describe("retry schedule", () => {
  test("about 15 s, 1 min, 5 min, 15 min, then hourly; a last try at 24 h, then give up", () => {
    const t0 = 1_000_000;
    expect(nextAttemptAt(1, t0, t0)).toBe(t0 + 15_000);
    expect(nextAttemptAt(2, t0, t0 + 15_000)).toBe(t0 + 75_000);
    expect(nextAttemptAt(3, t0, t0)).toBe(t0 + 300_000);
    expect(nextAttemptAt(4, t0, t0)).toBe(t0 + 900_000);
    expect(nextAttemptAt(5, t0, t0)).toBe(t0 + 3_600_000);
    expect(nextAttemptAt(30, t0, t0 + 23.5 * 3_600_000)).toBe(t0 + 24 * 3_600_000);
    expect(nextAttemptAt(31, t0, t0 + 24 * 3_600_000)).toBeUndefined();
  });
});
