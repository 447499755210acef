import { formatDateTime } from "../../../src/shared/dates";

/** What an item of the site's content shows about itself in lists and its editor. */
export interface ContentStatusInfo {
  status: "published" | "draft" | "scheduled" | "hidden";
  scheduledFor: string | null;
  scheduleError: string | null;
  hasDraft: boolean;
  unpublished: boolean;
}

const BADGE: Record<ContentStatusInfo["status"], string> = {
  published: "bg-emerald-100 text-emerald-900",
  draft: "bg-gold-100 text-navy-900",
  scheduled: "bg-sea-100 text-navy-900",
  hidden: "bg-slate-200 text-slate-800",
};

/** "Published", "Draft: unpublished changes", "Scheduled for …", "Hidden", and a failed schedule's reason. */
export function ContentStatus({ info }: { info: ContentStatusInfo }) {
  const label =
    info.status === "scheduled"
      ? `Scheduled for ${formatDateTime(info.scheduledFor!)}`
      : info.status === "draft"
        ? info.unpublished
          ? "Draft: not on the site yet"
          : "Draft: unpublished changes"
        : info.status === "hidden"
          ? info.unpublished
            ? "Not on the site yet"
            : "Hidden"
          : "Published";
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span
        data-status={info.status}
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[info.status]}`}
      >
        {label}
      </span>
      {info.status === "scheduled" && info.hasDraft && (
        <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-navy-900">
          and a newer draft
        </span>
      )}
      {info.scheduleError && (
        <span
          data-status="failed"
          className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800"
        >
          Scheduled publish failed: {info.scheduleError}
        </span>
      )}
    </span>
  );
}
