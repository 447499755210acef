import type { SiteAddressView } from "../../../src/content";
import { formatDateTime } from "../../../src/shared/dates";
import { buttonClass } from "../../ui/button";
import { controlClass, describedBy, Field } from "../../ui/field";

/** What was typed and why it was refused, when the form comes back. */
export interface SiteAddressForm {
  value: string;
  error: string;
}

const FIELD_ID = "site-address";

/** Where the address came from, in the office's words. */
function provenance(a: SiteAddressView): string {
  const when = a.updatedAt ? formatDateTime(a.updatedAt) : "";
  const who = a.updatedBy ? ` (${a.updatedBy})` : "";
  if (a.source === "configuration")
    return "It is fixed in the server's set-up, so it cannot be changed here: ask whoever runs the server.";
  if (a.source === "sign-in")
    return `The site learnt it when an administrator${who} signed in on ${when}. Change it if that was not the public address.`;
  if (a.source === "admin") return `Set here on ${when}${who}.`;
  return "Not known yet: it is learnt the next time an administrator signs in. Until then links show this stand-in address.";
}

/**
 * "Web address of this site" on the Site screen: the one address every link in e-mails, the article feed,
 * the sitemap and search-engine tags is made from, and where it came from; a plain form changes it.
 */
export function SiteAddressSection({ address, form }: { address: SiteAddressView; form?: SiteAddressForm }) {
  const fixed = address.source === "configuration";
  const hint = `Links in e-mails to clients and staff, the article feed, the sitemap and search engines all use it. Only the address itself, e.g. https://www.example.ky.`;
  return (
    <section aria-labelledby="site-address-heading" id="site-address-section" className="mt-6">
      <h3 id="site-address-heading" className="text-lg font-semibold text-navy-900">
        Web address of this site
      </h3>
      <p className="mt-1 text-slate-700">
        Now: <strong data-site-address>{address.origin}</strong>
      </p>
      <p className="mt-1 text-sm text-slate-600">{provenance(address)}</p>
      {!fixed && (
        <form method="post" action="/admin/site/address" className="mt-3 flex flex-wrap items-end gap-3">
          <div className="w-96 max-w-full">
            <Field id={FIELD_ID} label="New web address" hint={hint} error={form?.error}>
              <input
                id={FIELD_ID}
                name="origin"
                type="text"
                inputMode="url"
                autoComplete="url"
                required
                maxLength={200}
                defaultValue={form?.value ?? address.origin}
                aria-invalid={form?.error ? true : undefined}
                aria-describedby={describedBy(FIELD_ID, true, form?.error)}
                className={controlClass(Boolean(form?.error))}
              />
            </Field>
          </div>
          <button type="submit" className={buttonClass("secondary", "md")}>
            Save web address
          </button>
        </form>
      )}
    </section>
  );
}
