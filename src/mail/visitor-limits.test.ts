import { describe, expect, test } from "bun:test";
import { createMemoryRateLimitStore } from "../auth";
import { VISITOR_MAIL_LIMITS } from "../shared/visitor-mail-limits";
import { createVisitorMailLimits, networkOf, normaliseMailbox } from "./visitor-limits";

describe("one mailbox however it is spelled", () => {
  test("case and +tags never make another mailbox; at Gmail dots and googlemail.com do not either", () => {
    for (const spelling of [
      "victim@example.com",
      "Victim@Example.COM",
      " victim+1@example.com",
      "victim+a+b@example.com",
    ])
      expect(normaliseMailbox(spelling)).toBe("victim@example.com");
    for (const spelling of [
      "j.doe@gmail.com",
      "JDoe@GMAIL.com",
      "j.d.o.e+news@googlemail.com",
      "jdoe+x.y@gmail.com",
    ])
      expect(normaliseMailbox(spelling)).toBe("jdoe@gmail.com");
    // Elsewhere a dot may be significant: kept.
    expect(normaliseMailbox("j.doe@example.com")).not.toBe(normaliseMailbox("jdoe@example.com"));
  });
});

describe("one client network", () => {
  test("IPv4 /24, IPv6 /48 however written; a mapped IPv4 address is IPv4", () => {
    expect(networkOf("203.0.113.5")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.250")).toBe(networkOf("203.0.113.5"));
    expect(networkOf("203.0.114.5")).not.toBe(networkOf("203.0.113.5"));
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:cb00:7109")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:1234::1")).toBe("2001:db8:1234::/48");
    expect(networkOf("2001:0DB8:1234:ffff:0:0:0:2")).toBe("2001:db8:1234::/48");
    expect(networkOf("[2001:db8:1234:5::9]")).toBe("2001:db8:1234::/48");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(networkOf("2001:db8:1235::1")).not.toBe(networkOf("2001:db8:1234::1"));
    expect(networkOf("unknown")).toBe("unknown");
  });
});

describe("the limits", () => {
  const HOUR = 60 * 60 * 1000;
  const make = (enabled = true) => {
    let now = Date.UTC(2026, 2, 4, 12, 0);
    const store = createMemoryRateLimitStore();
    const limits = createVisitorMailLimits({ store, enabled, now: () => now });
    return { limits, store, advance: (ms: number) => (now += ms) };
  };

  test("per mailbox: an hour's and a day's worth, then nothing; held back ones are counted", async () => {
    const { limits, store, advance } = make();
    const { mailboxPerHour, mailboxPerDay } = VISITOR_MAIL_LIMITS.confirmation;
    let sent = 0;
    for (let hour = 0; hour < mailboxPerDay + 2; hour++) {
      for (let i = 0; i < 3; i++)
        if (
          await limits.allow(store, "confirmation", `victim+${hour}-${i}@example.com`, `198.51.${hour}.${i}`)
        )
          sent++;
      advance(HOUR + 1);
    }
    expect(sent).toBe(Math.min(mailboxPerDay, (mailboxPerDay + 2) * mailboxPerHour));
    expect(await limits.heldBack("confirmation")).toBe((mailboxPerDay + 2) * 3 - sent);
    // Counted apart: acknowledgements are not held back by confirmations.
    expect(await limits.allow(store, "acknowledgement", "victim@example.com", "198.51.0.1")).toBe(true);
    expect(await limits.heldBack("acknowledgement")).toBe(0);
  });

  test("site-wide: past an hour's worth from every network at once, nothing more goes until the hour ends", async () => {
    const { limits, store, advance } = make();
    const { sitePerHour } = VISITOR_MAIL_LIMITS.acknowledgement;
    let sent = 0;
    for (let i = 0; i < sitePerHour + 5; i++)
      if (await limits.allow(store, "acknowledgement", `person${i}@example.com`, `10.${i >> 8}.${i & 255}.1`))
        sent++;
    expect(sent).toBe(sitePerHour);
    expect(await limits.heldBack("acknowledgement")).toBe(5);
    advance(HOUR + 1);
    expect(await limits.allow(store, "acknowledgement", "late@example.com", "10.200.0.1")).toBe(true);
  });

  test("held-back counts cover the last day only", async () => {
    const { limits, store, advance } = make();
    await limits.allow(store, "confirmation", "a@example.com", "192.0.2.1");
    expect(await limits.allow(store, "confirmation", "a+1@example.com", "192.0.2.1")).toBe(false);
    expect(await limits.heldBack("confirmation")).toBe(1);
    advance(23 * HOUR);
    expect(await limits.heldBack("confirmation")).toBe(1);
    advance(2 * HOUR);
    expect(await limits.heldBack("confirmation")).toBe(0);
  });

  test("RATE_LIMITS=off lifts them (load tests only)", async () => {
    const { limits, store } = make(false);
    for (let i = 0; i < 20; i++)
      expect(await limits.allow(store, "confirmation", `victim+${i}@example.com`, "192.0.2.1")).toBe(true);
    expect(await limits.heldBack("confirmation")).toBe(0);
  });
});
