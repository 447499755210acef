import { type FormEvent, useCallback, useEffect, useState } from "react";
import type { Submission, SubmissionStatus } from "../../src/db/submissions";
import { NETWORK_ERROR, responseError } from "./lib/response-error";
import { SubmissionCard } from "./lib/submission-card";
import { toast } from "./lib/toast";
import { TOASTS } from "./lib/toast-messages";

const API = "/api/contact-submissions";

/** SPEC §7: a non-success answer is an error, with the message of ./lib/response-error.ts. */
async function request(method: string, url: string, body?: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    ...(body === undefined
      ? {}
      : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(await responseError(res));
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

const failed = (err: unknown) =>
  toast({
    title: "Error",
    // fetch() rejects with a TypeError when the server cannot be reached at all.
    description: err instanceof Error && !(err instanceof TypeError) ? err.message : NETWORK_ERROR,
    variant: "destructive",
  });

/**
 * SPEC §2 Contact submissions admin. The server renders the list into the props, so it reads and works
 * without JavaScript (status and delete are plain forms then). Once hydrated, cards expand and collapse,
 * status changes and deletes go through the JSON API with toasts, and the list is refetched after each.
 */
export function SubmissionsList({ submissions }: { submissions: Submission[] | null }) {
  const [items, setItems] = useState<Submission[] | null>(submissions);
  const [loading, setLoading] = useState(submissions === null);
  const [hydrated, setHydrated] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [pendingStatus, setPendingStatus] = useState<Record<string, SubmissionStatus>>({});

  const refetch = useCallback(async () => {
    setLoading(true);
    try {
      setItems((await request("GET", API)) as Submission[]);
    } catch (err) {
      failed(err);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    setHydrated(true);
    if (submissions === null) void refetch();
  }, [submissions, refetch]);

  const mark = (id: string, on: boolean) =>
    setBusy((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function changeStatus(s: Submission, status: SubmissionStatus) {
    if (status === s.status || busy.has(s.id)) return;
    setPendingStatus((p) => ({ ...p, [s.id]: status }));
    mark(s.id, true);
    try {
      const updated = (await request("PATCH", `${API}/${encodeURIComponent(s.id)}/status`, {
        status,
      })) as Submission;
      setItems((list) => list?.map((x) => (x.id === updated.id ? updated : x)) ?? list);
      toast(TOASTS.statusUpdated);
    } catch (err) {
      failed(err);
    } finally {
      setPendingStatus(({ [s.id]: _, ...rest }) => rest);
      mark(s.id, false);
    }
    await refetch();
  }

  async function remove(e: FormEvent<HTMLFormElement>, s: Submission) {
    e.preventDefault();
    if (busy.has(s.id)) return;
    if (!window.confirm(`Are you sure you want to delete the submission from ${s.name}?`)) return;
    mark(s.id, true);
    try {
      await request("DELETE", `${API}/${encodeURIComponent(s.id)}`);
      setItems((list) => list?.filter((x) => x.id !== s.id) ?? list);
      setExpanded(new Set());
      toast(TOASTS.submissionDeleted);
    } catch (err) {
      failed(err);
    } finally {
      mark(s.id, false);
    }
    await refetch();
  }

  const toggle = (id: string) =>
    setExpanded((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (items === null) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        {loading ? "Loading submissions..." : "The submissions could not be loaded."}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white py-16 text-center">
        <p className="text-slate-600">No contact form submissions yet</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-busy={loading || undefined}>
      {items.map((s) => (
        <li key={s.id}>
          <SubmissionCard
            submission={s}
            expanded={!hydrated || expanded.has(s.id)}
            hydrated={hydrated}
            busy={busy.has(s.id)}
            status={pendingStatus[s.id] ?? s.status}
            onToggle={() => toggle(s.id)}
            onStatusChange={(status) => void changeStatus(s, status)}
            onStatusSubmit={(e) => {
              e.preventDefault();
              const value = new FormData(e.currentTarget).get("status");
              if (typeof value === "string") void changeStatus(s, value as SubmissionStatus);
            }}
            onDelete={(e) => void remove(e, s)}
          />
        </li>
      ))}
    </ul>
  );
}
