import { type ApprovalGate, type FieldSpec, type FormSection, PLACEHOLDER_LIST } from "../../../src/content";
import { AdminPage } from "../../layout/admin-page";
import { ApprovalPanel } from "../../layout/approval-panel";
import { buttonClass } from "../../ui/button";
import { controlClass } from "../../ui/field";
import { Island } from "../../ui/island";
import { type ContentFormContext, ContentSections } from "./content-fields";
import { ContentStatus, type ContentStatusInfo } from "./content-status";
import { UnsavedGuard } from "./unsaved-guard.island";

export interface EditorProps {
  kind: string;
  id: string;
  title: string;
  /** The revision the form was loaded at (a save on a stale copy is refused). */
  revision: number;
  status: ContentStatusInfo;
  sections: readonly FormSection[];
  values: Record<string, unknown>;
  ctx: ContentFormContext;
  /** Where the item shows on the site, for "Preview". */
  path: string | null;
  /** The fields the server's own configuration sets (their labels): what is saved here does not show. */
  overridden: string[];
  /** A refused save: its message. */
  problem?: string | undefined;
  /** The time typed to publish at, kept when scheduling is refused. */
  publishAt?: string;
  /** Approval by a second admin: what waits, what was returned, whether publishing asks instead. */
  approval?: { gate: ApprovalGate; viewer: string; onlyAdmin: boolean; noteError?: string | undefined };
}

/** A field's label by its path ("clientSegments.1.title" → "Segment 2: Title"), for the list of errors. */
function labelAt(sections: readonly FormSection[], path: string): string {
  const [key, index, sub] = path.split(".");
  const f = sections.flatMap((s) => s.fields).find((x) => x.key === key);
  if (!f) return path === "at" ? "Or publish at" : "The form";
  if (f.type !== "list" || index === undefined) return f.label;
  const inner: FieldSpec | undefined = f.fields.find((x) => x.key === sub);
  return `${f.itemLabel} ${Number(index) + 1}${inner ? `: ${inner.label}` : ""}`;
}

const anchorOf = (path: string) =>
  path === "at" ? "publish-at" : `cf-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;

const base = (p: EditorProps) => `/admin/site/${p.kind}/${p.id}`;

/**
 * One item's editor: every field as a plain form (it works without JavaScript), "Save draft", "Publish
 * now" and "Schedule" (each saves what is in the form first), the draft's preview, its revisions, and
 * discarding the draft or calling off a schedule.
 */
export function SiteEditorPage(p: EditorProps) {
  // A problem that is not one field's (e.g. the firm has no disclaimer yet) is said in the message itself.
  const placed = Object.keys(p.ctx.errors).filter((path) => labelAt(p.sections, path) !== "The form");
  const unplaced = Object.entries(p.ctx.errors)
    .filter(([path]) => !placed.includes(path))
    .map(([, message]) => message);
  return (
    <AdminPage
      title={p.title}
      actions={
        <>
          <a href="/admin/site" className={buttonClass("ghost", "sm")}>
            All of the site
          </a>
          <a href={`${base(p)}/revisions`} className={buttonClass("outline", "sm")}>
            Revisions
          </a>
          {p.path && (
            <a href={`${p.path}?preview=1`} className={buttonClass("outline", "sm")}>
              Preview the draft
            </a>
          )}
        </>
      }
    >
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <ContentStatus info={p.status} />
        {p.status.status === "scheduled" && (
          <form method="post" action={base(p)}>
            <input type="hidden" name="intent" value="unschedule" />
            <input type="hidden" name="revision" value={String(p.revision)} />
            <button type="submit" className={buttonClass("ghost", "sm")}>
              Cancel the schedule
            </button>
          </form>
        )}
        {p.status.hasDraft && !p.status.unpublished && (
          <form method="post" action={base(p)}>
            <input type="hidden" name="intent" value="discard" />
            <input type="hidden" name="revision" value={String(p.revision)} />
            <button type="submit" className={buttonClass("ghost", "sm")}>
              Discard the draft
            </button>
          </form>
        )}
      </div>
      {p.approval && (
        <ApprovalPanel
          gate={p.approval.gate}
          action={base(p)}
          viewer={p.approval.viewer}
          onlyAdmin={p.approval.onlyAdmin}
          noteError={p.approval.noteError}
        />
      )}
      {p.problem && (
        <div
          role="alert"
          data-problem=""
          className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {unplaced.length > 0 && <p className="mb-1">{`${p.problem} ${unplaced.join(" ")}`}</p>}
          {placed.length === 0 ? (
            unplaced.length > 0 ? null : (
              p.problem
            )
          ) : (
            // Each message is beside its field; here only what happened and where to look.
            <>
              {`${p.problem} `}
              {placed.length === 1
                ? "One field needs your attention: "
                : `${placed.length} fields need your attention: `}
              {placed.map((path, i) => (
                <span key={path}>
                  {i > 0 && ", "}
                  <a href={`#${anchorOf(path)}`} className="font-semibold underline underline-offset-2">
                    {labelAt(p.sections, path)}
                  </a>
                </span>
              ))}
              .
            </>
          )}
        </div>
      )}
      {p.overridden.length > 0 && (
        <p className="mb-6 rounded-lg border border-gold-500 bg-gold-100 p-4 text-sm text-navy-900">
          {`Set on the server, so the site shows these whatever is saved here: ${p.overridden.join(", ")}. To manage them here, ask whoever runs the server to stop setting them there.`}
        </p>
      )}
      <form
        method="post"
        action={base(p)}
        encType="multipart/form-data"
        className="space-y-6"
        data-content-form=""
      >
        <input type="hidden" name="revision" value={String(p.revision)} />
        <Island of={UnsavedGuard} props={{}} />
        <p className="text-sm text-slate-600">
          {`In any text, ${PLACEHOLDER_LIST} show the firm's details as the firm settings have them now.`}
        </p>
        <ContentSections sections={p.sections} values={p.values} ctx={p.ctx} />
        <div className="sticky bottom-0 z-10 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
          <button type="submit" name="intent" value="save" className={buttonClass("outline", "md")}>
            Save draft
          </button>
          <button type="submit" name="intent" value="publish" className={buttonClass("secondary", "md")}>
            {p.approval?.gate.needed ? "Ask for approval" : "Publish now"}
          </button>
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="publish-at" className="block text-sm font-medium text-navy-900">
                Or publish at (Cayman time)
              </label>
              <input
                id="publish-at"
                name="at"
                type="datetime-local"
                defaultValue={p.publishAt ?? ""}
                aria-invalid={p.ctx.errors.at ? true : undefined}
                aria-describedby={p.ctx.errors.at ? "publish-at-error" : undefined}
                className={controlClass(!!p.ctx.errors.at, "h-11 w-60")}
              />
              {p.ctx.errors.at && (
                <p id="publish-at-error" className="mt-1 max-w-60 text-sm text-red-700">
                  {p.ctx.errors.at}
                </p>
              )}
            </div>
            <button type="submit" name="intent" value="schedule" className={buttonClass("outline", "md")}>
              {p.approval?.gate.needed ? "Ask for approval to schedule" : "Schedule"}
            </button>
          </div>
        </div>
      </form>
      {p.kind === "person" && (
        <RemoveForm
          action={`/admin/site/people/${p.id}/remove`}
          explain="Removing takes this person off the site; their revisions are kept."
          confirm={`Yes, remove ${p.title}`}
          button="Remove from the site"
        />
      )}
      {p.kind === "practice-area" && (
        <RemoveForm
          action={`/admin/site/practice-areas/${p.id}/remove`}
          explain="Retiring takes this practice area off the site everywhere: its address then leads to /services, and posts filed under it keep it. Its revisions are kept: restore one to bring it back."
          confirm={`Yes, retire ${p.title}`}
          button="Retire this practice area"
        />
      )}
    </AdminPage>
  );
}

/** Taking a person or a practice area off the site, after a tick to confirm (works without JavaScript). */
function RemoveForm(p: { action: string; explain: string; confirm: string; button: string }) {
  return (
    <form method="post" action={p.action} className="mt-8 rounded-xl border border-red-200 bg-white p-4">
      <p className="text-sm text-slate-700">{p.explain}</p>
      <label className="mt-2 flex items-center gap-2 text-sm text-navy-900">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          className="h-5 w-5 rounded border-slate-300"
        />
        {p.confirm}
      </label>
      <button type="submit" className={`${buttonClass("destructive", "sm")} mt-3`}>
        {p.button}
      </button>
    </form>
  );
}
