import type { Content } from "../../src/content";

/**
 * Publishes the firm settings with "Second admin approves results and testimonials" off, for tests of
 * results and testimonials themselves with one admin (approval by a second admin has its own tests).
 */
export async function withoutSecondAdmin(content: Content): Promise<void> {
  const actor = { userId: "u-test", username: "admin", ip: "127.0.0.1" };
  const firm = (await content.get("settings", "firm"))!;
  const saved = await content.save(actor, "settings", "firm", firm.revision, { approvalForResults: false });
  if (!saved.ok) throw new Error(saved.error);
  const published = await content.publish(actor, "settings", "firm");
  if (!published.ok) throw new Error(published.error);
}
