import type { ReactNode } from "react";
import type { ApprovalView, SiteAddressView } from "../../../src/content";
import { AdminPage } from "../../layout/admin-page";
import { WaitingForApproval } from "../../layout/approval-panel";
import { buttonClass } from "../../ui/button";
import { Island } from "../../ui/island";
import { ContentStatus, type ContentStatusInfo } from "./content-status";
import { ItemOrder } from "./item-order.island";
import { AddAreaForm, AddPersonForm, type NewAreaForm } from "./site-add";
import { type SiteAddressForm, SiteAddressSection } from "./site-address";
import { SiteImportForm } from "./site-import";
import { SiteResultsSection } from "./site-results";

export interface SiteItemRow extends ContentStatusInfo {
  kind: string;
  id: string;
  title: string;
  /** Where the item shows on the site, for "Preview". */
  path: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

function Row({ item }: { item: SiteItemRow }) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="min-w-0 flex-1">
        <a
          href={`/admin/site/${item.kind}/${item.id}`}
          className="font-semibold text-navy-900 hover:text-sea-700"
        >
          {item.title}
        </a>
        <span className="ml-3">
          <ContentStatus info={item} />
        </span>
      </span>
      {item.path && (
        <a href={`${item.path}?preview=1`} className={buttonClass("ghost", "sm")}>
          Preview<span className="sr-only"> {item.title}</span>
        </a>
      )}
      <a href={`/admin/site/${item.kind}/${item.id}`} className={buttonClass("outline", "sm")}>
        Edit<span className="sr-only"> {item.title}</span>
      </a>
    </li>
  );
}

/** A list staff order, add to and remove from: people, or practice areas. */
function ListSection({
  kind,
  anchor,
  title,
  intro,
  items,
  add,
}: {
  kind: "person" | "practice-area";
  anchor: string;
  title: string;
  intro: string;
  items: SiteItemRow[];
  /** The form that adds one. */
  add: ReactNode;
}) {
  return (
    <section aria-labelledby={anchor}>
      <h2 id={anchor} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="mt-3">
        {items.length > 0 ? (
          <Island
            of={ItemOrder}
            props={{
              kind,
              items: items.map((p) => ({
                id: p.id,
                name: p.title,
                status: p.status,
                scheduledFor: p.scheduledFor,
                scheduleError: p.scheduleError,
                hasDraft: p.hasDraft,
                unpublished: p.unpublished,
              })),
            }}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
            None yet.
          </p>
        )}
      </div>
      {add}
    </section>
  );
}

/** "Site": everything of the firm's own content, with its state; people and practice areas in their order. */
export function SitePage({
  settings,
  pages,
  areas,
  people,
  results,
  removed,
  checklist,
  address,
  addressForm,
  addArea,
  approvals = [],
}: {
  settings: SiteItemRow;
  pages: SiteItemRow[];
  areas: SiteItemRow[];
  people: SiteItemRow[];
  /** Case results and testimonials, in that order. */
  results: SiteItemRow[];
  /** Retired practice areas and removed people: their revisions bring them back. */
  removed: SiteItemRow[];
  /** How many set-up tasks are left (the sample content a fresh install comes with). */
  checklist: number;
  /** The site's own web address, which every link in e-mails and feeds is made from. */
  address: SiteAddressView;
  /** A change of it that was refused: what was typed, and why. */
  addressForm?: SiteAddressForm | undefined;
  /** The practice area form as sent, when it was refused. */
  addArea?: NewAreaForm | undefined;
  /** Changes waiting for a second admin's approval. */
  approvals?: ApprovalView[];
}) {
  return (
    <AdminPage
      title="Site"
      intro="The firm's settings, page texts, practice areas and people. Saving keeps a draft; the site changes when you publish."
      actions={
        <div className="flex flex-wrap gap-2">
          <a href="/admin/site/checklist" className={buttonClass("outline", "sm")}>
            Set-up checklist{checklist > 0 ? ` (${checklist} left)` : ""}
          </a>
          <a href="/admin/site/export" className={buttonClass("outline", "sm")}>
            Download the site
          </a>
          <a href="/admin/site/archive" className={buttonClass("outline", "sm")}>
            Site on a date
          </a>
        </div>
      }
    >
      <div className="space-y-10">
        <WaitingForApproval items={approvals} />
        <section aria-labelledby="site-settings">
          <h2 id="site-settings" className="text-xl font-bold text-navy-900">
            Firm settings
          </h2>
          <ul className="mt-3 rounded-xl border border-slate-200 bg-white shadow-sm">
            <Row item={settings} />
          </ul>
          <SiteAddressSection address={address} {...(addressForm ? { form: addressForm } : {})} />
        </section>
        <section aria-labelledby="site-consultations">
          <h2 id="site-consultations" className="text-xl font-bold text-navy-900">
            Consultations
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Online booking: the appointment types visitors can book and the hours the firm takes bookings.
          </p>
          <a href="/admin/site/consultations" className={buttonClass("outline", "sm", "mt-3")}>
            Set up consultations
          </a>
        </section>
        <section aria-labelledby="site-pages">
          <h2 id="site-pages" className="text-xl font-bold text-navy-900">
            Pages
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
            {pages.map((p) => (
              <Row key={p.id} item={p} />
            ))}
          </ul>
        </section>
        <ListSection
          kind="practice-area"
          anchor="site-practice-areas"
          title="Practice areas"
          intro="In this order on /services, the home page, the menus, the footer, the contact form and the post editor. Drag a row, or use Up and Down."
          items={areas}
          add={<AddAreaForm form={addArea} />}
        />
        <ListSection
          kind="person"
          anchor="site-people"
          title="People"
          intro="Our People shows them in this order (hidden ones are left out). Drag a row, or use Up and Down."
          items={people}
          add={<AddPersonForm />}
        />
        <SiteResultsSection items={results} />
        <SiteImportForm />
        {removed.length > 0 && (
          <section aria-labelledby="site-removed">
            <h2 id="site-removed" className="text-xl font-bold text-navy-900">
              Retired and removed
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Off the site, with every revision kept: restore one to bring it back as a draft.
            </p>
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
              {removed.map((r) => (
                <li key={`${r.kind}:${r.id}`} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <span className="min-w-0 flex-1 font-semibold text-navy-900">
                    {r.title}{" "}
                    <span className="text-sm font-normal text-slate-600">
                      ({r.kind === "person" ? "person" : "practice area"})
                    </span>
                  </span>
                  <a
                    href={`/admin/site/${r.kind}/${r.id}/revisions`}
                    className={buttonClass("outline", "sm")}
                  >
                    Revisions<span className="sr-only"> of {r.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </AdminPage>
  );
}
