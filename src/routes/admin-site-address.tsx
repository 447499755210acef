import { Hono } from "hono";
import { SITE_ADDRESS_FIELD } from "../content";
import type { AppEnv } from "../http/app-env";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { formFields } from "../http/request-body";
import { sitePage } from "./admin-site";
import { actorOf } from "./api/content";

/**
 * The site's web address, changed on the Site screen without JavaScript: validate → store → back to the
 * screen with a toast; a refused address comes back on the screen with what was typed and why (400).
 */
export const adminSiteAddressRoutes = new Hono<AppEnv>().post("/admin/site/address", async (c) => {
  const typed = (await formFields(c))[SITE_ADDRESS_FIELD] ?? "";
  const r = await c.get("deps").content.setOrigin(actorOf(c), typed);
  if (!r.ok && r.status === 400) {
    c.set("flash", { title: "Error", description: r.error, variant: "destructive" });
    return sitePage(c, { address: { value: typed, error: r.error } }, 400);
  }
  setFlash(
    c,
    r.ok
      ? {
          title: "Web Address Saved",
          description: `Links in e-mails, the feed and the sitemap now use ${r.value.origin}.`,
        }
      : { title: "Error", description: r.error, variant: "destructive" },
  );
  return redirectTo(c, "/admin/site#site-address-section", 303);
});
