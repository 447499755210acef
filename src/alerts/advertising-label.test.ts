/**
 * A firm that turns on "Attorney Advertising" (Firm settings → Results and testimonials) has it as the
 * first line of every client alert, in the text and the HTML part; without it the alert is as before.
 */
import { describe, expect, test } from "bun:test";
import { buildAlertMail } from "./message";

const ctx = {
  from: { name: "Ironwood Legal", address: "website@ironwoodlegal.ky" },
  messageId: "<alert-1@ironwoodlegal.ky>",
  firm: { name: "Ironwood Legal", email: "info@ironwoodlegal.ky", phone: "+1 345 555 0100", address: "" },
  to: {
    email: "reader@example.com",
    token: "token-1",
    base: "https://ironwoodlegal.ky",
    topics: ["Immigration"],
    since: "2026-01-05T10:00:00.000Z",
  },
  article: {
    title: "New work permit fees",
    excerpt: "What changes in January.",
    url: "https://ironwoodlegal.ky/blog/work-permit-fees",
    area: "Immigration",
  },
};

describe("client alerts and the Attorney Advertising label", () => {
  test("on: the label opens the text and the HTML", () => {
    const m = buildAlertMail({ ...ctx, advertising: true });
    expect(String(m.text).split("\n")[0]).toBe("Attorney Advertising");
    const html = String(m.html);
    expect(html).toContain("Attorney Advertising");
    expect(html.indexOf("Attorney Advertising")).toBeLessThan(html.indexOf("New work permit fees</a>"));
  });

  test("off (the default): no label anywhere", () => {
    const m = buildAlertMail(ctx);
    expect(String(m.text)).not.toContain("Attorney Advertising");
    expect(String(m.html)).not.toContain("Attorney Advertising");
  });
});
