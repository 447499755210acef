import { type FormEvent, useId, useState } from "react";

import { formatDateTime } from "../../../src/shared/dates";
import { NOTE_MAX } from "../../../src/shared/note-limits";
import type { SubmissionNote } from "../../../src/shared/wire-types";
import { buttonClass } from "../../ui/button";

/**
 * Staff's internal notes on one enquiry, in its expanded card: a dated log with who wrote each, a box to
 * add one and a delete button per note. Plain forms (they return to `back`, the list as it was shown);
 * once hydrated the island saves through the JSON API instead. Never rendered on a public page.
 */
export function SubmissionNotes({
  submissionId,
  name,
  notes,
  back,
  busy,
  onAdd,
  onDelete,
}: {
  submissionId: string;
  name: string;
  notes: SubmissionNote[];
  back: string;
  busy: boolean;
  /** Resolves true when the note was saved (the box is then emptied). */
  onAdd?: ((body: string) => Promise<boolean>) | undefined;
  onDelete?: ((note: SubmissionNote) => void) | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const base = `/admin/contact-submissions/${encodeURIComponent(submissionId)}/notes`;

  async function add(e: FormEvent<HTMLFormElement>) {
    if (!onAdd) return;
    e.preventDefault();
    if (busy) return;
    if (await onAdd(draft)) setDraft("");
  }

  return (
    <section aria-labelledby={`${id}h`} data-notes={submissionId}>
      <h3 id={`${id}h`} className="text-sm font-semibold text-slate-600">
        Internal notes <span className="font-normal">(staff only)</span>
      </h3>
      {notes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {notes.map((n) => (
            <li
              key={n.id}
              data-note={n.id}
              className="rounded-lg border border-slate-200 bg-sand-50 px-3 py-2"
            >
              <p className="whitespace-pre-wrap break-words text-sm text-navy-900">{n.body}</p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-slate-600">
                  {n.authorName} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                </p>
                <form
                  method="post"
                  action={`${base}/${encodeURIComponent(n.id)}/delete`}
                  onSubmit={
                    onDelete &&
                    ((e) => {
                      e.preventDefault();
                      onDelete(n);
                    })
                  }
                >
                  <input type="hidden" name="back" value={back} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={`Delete the note of ${formatDateTime(n.createdAt)} by ${n.authorName}`}
                    className="text-xs font-semibold text-red-700 underline-offset-4 hover:underline disabled:opacity-60"
                  >
                    Delete note
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form
        method="post"
        action={base}
        onSubmit={add}
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="back" value={back} />
        <label htmlFor={`${id}b`} className="sr-only">
          {`New note on the enquiry from ${name}`}
        </label>
        <textarea
          id={`${id}b`}
          name="body"
          rows={2}
          required
          maxLength={NOTE_MAX}
          value={onAdd ? draft : undefined}
          onChange={onAdd ? (e) => setDraft(e.target.value) : undefined}
          placeholder="Add a note, e.g. “Called back, consultation booked for 3 Dec”"
          className="min-h-16 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-navy-900 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30"
        />
        <button type="submit" disabled={busy} className={buttonClass("outline", "sm")}>
          Add note
        </button>
      </form>
    </section>
  );
}
