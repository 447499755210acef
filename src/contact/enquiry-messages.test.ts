import { describe, expect, test } from "bun:test";
import type { Submission } from "../shared/wire-types";
import { acknowledgementMessageId, buildAcknowledgementMail, buildEnquiryMail, enquiryMessageId } from ".";

const submission: Submission = {
  id: "0b6f3c1e-1111-4222-8333-944455556666",
  name: "Ann <b>Lee</b>",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  service: "Corporate Law",
  message: "Line one\r\nLine <two> & three\n\nLast line",
  submittedAt: "2026-03-04T19:05:00.000Z",
  status: "new",
};
const ctx = {
  from: { name: "Ironwood Legal website", address: "website@ironwoodlegal.ky" },
  to: ["a@firm.ky", "b@firm.ky"],
  messageId: "<enquiry-x@firm.ky>",
  adminUrl: "https://firm.ky/admin/contact-submissions",
  firmName: "Ironwood Legal",
};

describe("buildEnquiryMail", () => {
  test("headers as data: From, To, Reply-To the visitor, the subject, the stable Message-ID", () => {
    const m = buildEnquiryMail(submission, ctx);
    expect(m.from).toEqual(ctx.from);
    expect(m.to).toEqual(ctx.to);
    expect(m.replyTo).toEqual({ name: "Ann <b>Lee</b>", address: "ann@example.com" });
    expect(m.subject).toBe("New enquiry: Corporate Law from Ann <b>Lee</b>");
    expect(m.messageId).toBe("<enquiry-x@firm.ky>");
  });

  test("text and HTML parts: every field, line breaks kept, HTML escaped, Cayman time, absolute link", () => {
    const m = buildEnquiryMail(submission, ctx);
    const text = String(m.text);
    expect(text).toContain("Name:     Ann <b>Lee</b>");
    expect(text).toContain("Phone:    +1 345 555 0100");
    expect(text).toContain("Received: March 4, 2026 at 2:05 PM (Cayman time)");
    expect(text).toContain("Line one\nLine <two> & three\n\nLast line");
    expect(text).toContain(`${ctx.adminUrl}#submission-${submission.id}`);
    const html = String(m.html);
    expect(html).toContain("Ann &lt;b&gt;Lee&lt;/b&gt;");
    expect(html).not.toContain("<b>Lee");
    expect(html).toContain("Line one<br>\nLine &lt;two&gt; &amp; three<br>\n<br>\nLast line");
    expect(html).toContain("March 4, 2026 at 2:05 PM (Cayman time)");
    expect(html).toContain(`href="${ctx.adminUrl}#submission-${submission.id}"`);
  });

  test("an address that could carry more than one mailbox gets no Reply-To", () => {
    const m = buildEnquiryMail({ ...submission, email: "a@b.c, evil@x.y" }, ctx);
    expect(m.replyTo).toBeUndefined();
  });
});

describe("Message-IDs", () => {
  test("Message-IDs: one per notification, derived from the submission", () => {
    expect(enquiryMessageId("abc", 0, "firm.ky")).toBe("<enquiry-abc@firm.ky>");
    expect(enquiryMessageId("abc", 2, "firm.ky")).toBe("<enquiry-abc-resend-2@firm.ky>");
    expect(enquiryMessageId("abc", 0, "bad host>\r\n")).toBe("<enquiry-abc@badhost>");
  });
});

describe("buildAcknowledgementMail", () => {
  const words = {
    enabled: true,
    subject: "About {service}, {name}",
    body: "Dear {name},\r\nyour {service} enquiry.\u2028Bye",
    firm: {
      name: "Ironwood Legal",
      phone: "+1 345 555 0142",
      email: "info@ironwoodlegal.ky",
      address: "Elgin Ave",
    },
    services: ["Corporate Law", "General Inquiry"],
  };
  const ack = (s: Partial<Submission> = {}) =>
    buildAcknowledgementMail(
      { ...submission, ...s },
      { from: ctx.from, messageId: acknowledgementMessageId(submission.id, "firm.ky"), words },
    );

  test("To and the envelope are the enquirer alone; Reply-To the firm; marked auto-replied; plain text", () => {
    const m = ack();
    expect(m.to).toEqual({ name: "", address: "ann@example.com" });
    expect(m.envelope).toEqual({ from: "website@ironwoodlegal.ky", to: ["ann@example.com"] });
    expect(m.replyTo).toEqual({ name: "Ironwood Legal", address: "info@ironwoodlegal.ky" });
    expect(m.headers).toEqual({ "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" });
    expect(m.messageId).toBe(`<acknowledgement-${submission.id}@firm.ky>`);
    expect(m.subject).toBe("About Corporate Law, Ann <b>Lee</b>");
    expect(m.html).toBeUndefined();
    expect(m.text).toBe(
      "Dear Ann <b>Lee</b>,\nyour Corporate Law enquiry.\nBye\n\n-- \nIronwood Legal\nPhone: +1 345 555 0142\nE-mail: info@ironwoodlegal.ky\nElgin Ave\n",
    );
    expect(String(m.text)).not.toContain("Line one");
  });

  test("placeholders in what the visitor typed stay text; unknown services and names read neutrally", () => {
    const m = ack({ name: "{service}\r\n{name}", service: "Visit evil.example now" });
    // An option the form does not offer is a general enquiry, and the firm's words still read right.
    expect(m.subject).toBe("About your enquiry, {service} {name}");
    expect(String(m.text)).toStartWith("Dear {service} {name},\nyour general enquiry.");
    expect(String(m.text)).not.toContain("evil.example");
    expect(ack({ name: "\u200b\r\n" }).subject).toBe("About Corporate Law, there");
  });

  test("a general enquiry reads right whatever the firm's words: no 'about General Inquiry'", () => {
    const general = (subject: string) =>
      buildAcknowledgementMail(
        { ...submission, service: "General Inquiry" },
        {
          from: ctx.from,
          messageId: acknowledgementMessageId(submission.id, "firm.ky"),
          words: { ...words, subject },
        },
      ).subject;
    expect(general("We received your enquiry about {service}")).toBe("We received your enquiry");
    expect(general("Your enquiry regarding {service} is with us")).toBe("Your enquiry is with us");
    expect(general("About {service}, {name}")).toBe("About your enquiry, Ann <b>Lee</b>");
    expect(general("Your {service} enquiry")).toBe("Your general enquiry");
    // A service the form offers is named as chosen.
    expect(ack({ service: "Corporate Law" }).subject).toBe("About Corporate Law, Ann <b>Lee</b>");
  });

  test("an address that could not be the sole recipient is refused", () => {
    for (const email of ["a@b.com, c@d.com", "a@b.com\r\nBcc: c@d.com", "Ann <a@b.com>", "a b@c.com"])
      expect(() => ack({ email })).toThrow();
  });
});
