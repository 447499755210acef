import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { SpamSubmission, Submission, SubmissionStatus } from "../../src/db/submissions";
import type { NotificationView } from "../../src/mail/types";
import {
  EmptySpamForm,
  NotificationNotice,
  NotSpamForm,
  ResendForm,
  SpamNotice,
} from "./lib/notification-notice";
import { NETWORK_ERROR, responseError } from "./lib/response-error";
import { SubmissionCard } from "./lib/submission-card";
import { toast } from "./lib/toast";
import { spamEmptiedToast, TOASTS } from "./lib/toast-messages";

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

type Notifications = Record<string, NotificationView>;

/**
 * SPEC §2 Contact submissions admin. The server renders the list into the props, so it reads and works
 * without JavaScript (status and delete are plain forms then). Once hydrated, cards expand and collapse,
 * status changes and deletes go through the JSON API with toasts, and the list is refetched after each.
 * Issue #10: each card shows its notification e-mail's state with "Resend notification"; the spam view
 * (`view="spam"`) lists what was taken for spam, with "Not spam" and "Empty spam".
 */
export function SubmissionsList({
  submissions,
  view = "inbox",
  notifications: initialNotifications = {},
  mailEnabled = false,
}: {
  submissions: (Submission | SpamSubmission)[] | null;
  view?: "inbox" | "spam";
  notifications?: Notifications;
  mailEnabled?: boolean;
}) {
  const spamView = view === "spam";
  const listUrl = spamView ? `${API}?spam=1` : API;
  const [items, setItems] = useState<(Submission | SpamSubmission)[] | null>(submissions);
  const [notifications, setNotifications] = useState<Notifications>(initialNotifications);
  const [emptying, setEmptying] = useState(false);
  const watch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [loading, setLoading] = useState(submissions === null);
  const [hydrated, setHydrated] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [pendingStatus, setPendingStatus] = useState<Record<string, SubmissionStatus>>({});

  const refreshNotifications = useCallback(async (ids: string[]): Promise<Notifications | undefined> => {
    try {
      // A hundred ids at a time keeps each URL short.
      const found: Notifications = {};
      for (let i = 0; i < ids.length; i += 100) {
        const chunk = ids
          .slice(i, i + 100)
          .map(encodeURIComponent)
          .join(",");
        const body = (await request("GET", `${API}/notifications?ids=${chunk}`)) as {
          notifications: Notifications;
        };
        Object.assign(found, body.notifications);
      }
      setNotifications((n) => ({ ...n, ...found }));
      return found;
    } catch {
      // The states shown stay as they were; the next action or reload refreshes them.
      return undefined;
    }
  }, []);

  const refetch = useCallback(async () => {
    setLoading(true);
    try {
      const list = (await request("GET", listUrl)) as Submission[];
      setItems(list);
      if (!spamView && list.length > 0) void refreshNotifications(list.map((x) => x.id));
    } catch (err) {
      failed(err);
    } finally {
      setLoading(false);
    }
  }, [listUrl, spamView, refreshNotifications]);

  /** After a resend, follow the e-mail for a little while, until it is sent or fails. */
  function follow(id: string, tries = 8) {
    clearTimeout(watch.current);
    watch.current = setTimeout(async () => {
      const n = (await refreshNotifications([id]))?.[id];
      if (n?.state === "pending" && tries > 1) follow(id, tries - 1);
    }, 1500);
  }

  useEffect(() => {
    setHydrated(true);
    if (submissions === null) void refetch();
    return () => clearTimeout(watch.current);
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

  async function resend(e: FormEvent<HTMLFormElement>, s: Submission) {
    e.preventDefault();
    if (busy.has(s.id)) return;
    mark(s.id, true);
    try {
      const body = (await request("POST", `${API}/${encodeURIComponent(s.id)}/resend`)) as {
        notification: NotificationView | null;
      };
      const n = body.notification;
      if (n) setNotifications((all) => ({ ...all, [s.id]: n }));
      toast(TOASTS.notificationQueued);
      follow(s.id);
    } catch (err) {
      failed(err);
    } finally {
      mark(s.id, false);
    }
  }

  async function notSpam(e: FormEvent<HTMLFormElement>, s: Submission) {
    e.preventDefault();
    if (busy.has(s.id)) return;
    mark(s.id, true);
    try {
      const body = (await request("POST", `${API}/${encodeURIComponent(s.id)}/not-spam`)) as {
        notified: boolean;
      };
      setItems((list) => list?.filter((x) => x.id !== s.id) ?? list);
      toast(body.notified ? TOASTS.notSpamNotified : TOASTS.notSpam);
    } catch (err) {
      failed(err);
    } finally {
      mark(s.id, false);
    }
    await refetch();
  }

  async function emptySpam(e: FormEvent<HTMLFormElement>, count: number) {
    e.preventDefault();
    if (emptying) return;
    if (!window.confirm(`Delete all ${count} spam enquiries permanently?`)) return;
    setEmptying(true);
    try {
      const body = (await request("POST", `${API}/spam/empty`)) as { deleted: number };
      setItems([]);
      toast(spamEmptiedToast(body.deleted));
    } catch (err) {
      failed(err);
    } finally {
      setEmptying(false);
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
        <p className="text-slate-600">{spamView ? "No spam" : "No contact form submissions yet"}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {spamView && (
        <EmptySpamForm
          count={items.length}
          hydrated={hydrated}
          busy={emptying}
          onSubmit={(e) => void emptySpam(e, items.length)}
        />
      )}
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
              notice={
                spamView ? (
                  <SpamNotice reason={"spamReason" in s ? s.spamReason : null} />
                ) : (
                  <NotificationNotice notification={notifications[s.id]} mailEnabled={mailEnabled} />
                )
              }
              actions={
                spamView ? (
                  <NotSpamForm
                    id={s.id}
                    name={s.name}
                    busy={busy.has(s.id)}
                    onSubmit={(e) => void notSpam(e, s)}
                  />
                ) : mailEnabled ? (
                  <ResendForm
                    id={s.id}
                    name={s.name}
                    busy={busy.has(s.id)}
                    onSubmit={(e) => void resend(e, s)}
                  />
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
