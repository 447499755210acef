/**
 * A backup keeps a published case result's private record (consent, verification, responsible lawyer):
 * the restored site has it for the staff, and its public results page still shows the result without it.
 */
import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { openSiteAt, tempDir } from "../../tests/support/backup";
import { createApp } from "../app";
import { createBackup, restoreBackup } from ".";

// Writes and restores a whole archive: seconds on a busy machine.
setDefaultTimeout(30_000);

const root = tempDir("results");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OUTCOME = "OUTCOME-MARK-Winding-up-petition-dismissed";
const PRIVATE = { consentBy: "PRIVATE-CONSENT-BY-3J", verificationRef: "PRIVATE-DOCKET-FSD-77-ZQ" };

test("a restored site keeps a case result's private record, and its public page does not show it", async () => {
  const site = await openSiteAt(join(root, "site"));
  const actor = { userId: "u-admin", username: "admin", ip: "127.0.0.1" };
  let id: string;
  try {
    const firm = (await site.content.get("settings", "firm"))!;
    const saved = await site.content.save(actor, "settings", "firm", firm.revision, {
      ...firm.published,
      resultsDisclaimer: "Prior results do not guarantee a similar outcome.",
      // This firm lets results go live without a second admin (approval has its own tests).
      approvalForResults: false,
    });
    expect(saved.ok).toBe(true);
    expect((await site.content.publish(actor, "settings", "firm")).ok).toBe(true);
    const created = await site.content.createItem(actor, "case-result", {
      title: "Petition dismissed",
      matterType: "Insolvency",
      forum: "Grand Court of the Cayman Islands",
      year: 2025,
      outcome: OUTCOME,
      amount: "",
      amountBasis: "none",
      role: "lead",
      practiceArea: "",
      onHome: false,
      consentDate: "2025-03-01",
      responsibleLawyer: "natalie-ebanks",
      ...PRIVATE,
    });
    if (!created.ok) throw new Error(created.error);
    id = created.value.id;
    const published = await site.content.publish(actor, "case-result", id);
    if (!published.ok) throw new Error(published.error);
    await createBackup({ db: site.repos.db, storage: site.storage }, join(root, "backup.tar.gz"));
  } finally {
    await site.repos.db.close();
  }

  const dataDir = join(root, "restored");
  await restoreBackup(join(root, "backup.tar.gz"), dataDir);
  const restored = await openSiteAt(dataDir);
  try {
    expect((await restored.content.get("case-result", id))!.published).toMatchObject({
      ...PRIVATE,
      consentDate: "2025-03-01",
      responsibleLawyer: "natalie-ebanks",
    });
    const page = await createApp(restored).request("http://localhost/results");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(OUTCOME);
    expect(html).toContain("Prior results do not guarantee a similar outcome.");
    for (const secret of Object.values(PRIVATE)) expect(html).not.toContain(secret);
    expect(html).not.toContain("2025-03-01");
  } finally {
    await restored.repos.db.close();
  }
});
