import { PRESET_CHOICES } from "../../../src/content";
import { buttonClass } from "../../ui/button";
import { controlClass } from "../../ui/field";
import { ContentStatus, type ContentStatusInfo } from "./content-status";

type SiteItemRow = ContentStatusInfo & { kind: string; id: string; title: string };

/**
 * Case results and testimonials on the Site screen: each with its state and editor, and two plain forms
 * to add one (a headline, or the name shown). They appear on the site only once published, and only
 * with the firm's disclaimers (Firm settings → Results and testimonials).
 */
export function SiteResultsSection({ items }: { items: SiteItemRow[] }) {
  return (
    <section aria-labelledby="site-results">
      <h2 id="site-results" className="text-xl font-bold text-navy-900">
        Case results and testimonials
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Shown on their practice area's page, on /results and, when chosen, on the home page, always with the
        firm's disclaimer. Publishing needs the disclaimers in Firm settings → Results and testimonials.
      </p>
      {items.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {items.map((i) => (
            <li key={`${i.kind}:${i.id}`} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="min-w-0 flex-1">
                <a
                  href={`/admin/site/${i.kind}/${i.id}`}
                  className="font-semibold text-navy-900 hover:text-sea-700"
                >
                  {i.title}
                </a>
                <span className="ml-3">
                  <ContentStatus info={i} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          None yet.
        </p>
      )}
      <form
        method="post"
        action="/admin/site/compliance-preset"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="compliance-preset" className="block text-sm font-medium text-navy-900">
            Fill the disclaimers with a preset's starting text
          </label>
          <select id="compliance-preset" name="preset" className={controlClass(false, "h-11 w-72")}>
            {PRESET_CHOICES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-slate-600">
            Starting text, not legal advice. It is saved as a draft of the firm settings for you to review.
          </p>
        </div>
        <button type="submit" className={buttonClass("secondary", "md")}>
          Fill in the starting text
        </button>
      </form>
      <div className="flex flex-wrap gap-6">
        <AddForm
          action="/admin/site/case-results"
          id="new-case-result"
          label="Add a case result"
          name="title"
          placeholder="Its headline"
          button="Add case result"
        />
        <AddForm
          action="/admin/site/testimonials"
          id="new-testimonial"
          label="Add a testimonial"
          name="displayName"
          placeholder="Name shown, e.g. J.S."
          button="Add testimonial"
        />
      </div>
    </section>
  );
}

function AddForm(p: {
  action: string;
  id: string;
  label: string;
  name: string;
  placeholder: string;
  button: string;
}) {
  return (
    <form method="post" action={p.action} className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={p.id} className="block text-sm font-medium text-navy-900">
          {p.label}
        </label>
        <input
          id={p.id}
          name={p.name}
          required
          maxLength={120}
          placeholder={p.placeholder}
          className={controlClass(false, "h-11 w-72")}
        />
      </div>
      <button type="submit" className={buttonClass("secondary", "md")}>
        {p.button}
      </button>
    </form>
  );
}
