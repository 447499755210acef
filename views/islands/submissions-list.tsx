import { type FormEvent, useEffect, useRef, useState } from "react";

import { spamEmptiedToast, TOASTS } from "../../src/shared/toasts";
import type {
  NotificationView,
  SpamSubmission,
  Submission,
  SubmissionNote,
  SubmissionStatus,
} from "../../src/shared/wire-types";
import { InboxControls } from "./lib/inbox-controls";
import {
  API,
  INBOX_PATH,
  type InboxData,
  type InboxParams,
  inboxParams,
  inboxSearch,
  loadInbox,
  SPAM_PATH,
  type StatusFilter,
} from "./lib/inbox-data";
import {
  EmptySpamForm,
  NotificationNotice,
  NotSpamForm,
  ResendForm,
  SpamNotice,
} from "./lib/notification-notice";
import { Pager } from "./lib/pager";
import { NETWORK_ERROR, responseError } from "./lib/response-error";
import { SubmissionCard } from "./lib/submission-card";
import { SubmissionNotes } from "./lib/submission-notes";
import { toast } from "./lib/toast";
import { useListNavigation } from "./lib/use-list-navigation";

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

const searchOf = (href: string) => (href.includes("?") ? href.slice(href.indexOf("?")) : "");

/** The admin navigation's count of new enquiries (server-rendered outside the island), kept current. */
function showNewCount(n: number) {
  const badge = document.querySelector<HTMLElement>("[data-new-enquiries]");
  const value = badge?.querySelector<HTMLElement>("[data-value]");
  if (!badge || !value) return;
  value.textContent = String(n);
  badge.hidden = n === 0;
}

/**
 * SPEC §2 Contact submissions admin, at any size (issue #12). The server renders a page of the list into
 * the props, with its search box, status tabs and page links, so it reads and works without JavaScript
 * (every action is then a plain form or link). Once hydrated, cards expand and collapse; searching (as
 * you type), tabs and pages fetch through the JSON API and keep the URL in step; status changes, deletes
 * and notes go through the API with toasts, and the page is refetched after each. Issue #10: each card
 * shows its notification e-mail's state with "Resend notification"; the spam view (`view="spam"`) lists
 * what was taken for spam, with "Not spam" and "Empty spam".
 */
export function SubmissionsList({
  view = "inbox",
  params: initialParams,
  data: initialData,
  mailEnabled = false,
}: {
  view?: "inbox" | "spam";
  params: InboxParams;
  /** Null: not loaded yet (the island fetches it). */
  data: InboxData | null;
  mailEnabled?: boolean;
}) {
  const spamView = view === "spam";
  const path = spamView ? SPAM_PATH : INBOX_PATH;
  const [text, setText] = useState(initialParams.q);
  const nav = useListNavigation<InboxParams, InboxData>({
    params: initialParams,
    data: initialData,
    toSearch: inboxSearch,
    fromSearch: inboxParams,
    load: (p, signal) => loadInbox(spamView, p, signal),
    onError: failed,
    onRestore: (p) => setText(p.q),
  });
  const { params, data, loading } = nav;
  const top = useRef<HTMLDivElement>(null);
  const watch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [emptying, setEmptying] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [pendingStatus, setPendingStatus] = useState<Record<string, SubmissionStatus>>({});

  const { reload } = nav;
  const loadedWithPage = useRef(initialData !== null);
  useEffect(() => {
    setHydrated(true);
    if (!loadedWithPage.current) void reload();
    return () => clearTimeout(watch.current);
  }, [reload]);

  useEffect(() => {
    if (hydrated && data?.counts) showNewCount(data.counts.new);
  }, [hydrated, data?.counts]);

  const setNotification = (id: string, n: NotificationView) =>
    nav.update((d) => ({ ...d, notifications: { ...d.notifications, [id]: n } }));

  async function refreshNotifications(ids: string[]) {
    try {
      const body = (await request(
        "GET",
        `${API}/notifications?ids=${ids.map(encodeURIComponent).join(",")}`,
      )) as { notifications: Record<string, NotificationView> };
      nav.update((d) => ({ ...d, notifications: { ...d.notifications, ...body.notifications } }));
      return body.notifications;
    } catch {
      // The states shown stay as they were; the next action or reload refreshes them.
      return undefined;
    }
  }

  /** After a resend, follow the e-mail for a little while, until it is sent or fails. */
  function follow(id: string, tries = 8) {
    clearTimeout(watch.current);
    watch.current = setTimeout(async () => {
      const n = (await refreshNotifications([id]))?.[id];
      if (n?.state === "pending" && tries > 1) follow(id, tries - 1);
    }, 1500);
  }

  const mark = (id: string, on: boolean) =>
    setBusy((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Runs one card's action with the card busy; errors become the destructive toast. */
  async function onCard(id: string, action: () => Promise<void>, reload = true) {
    if (busy.has(id)) return;
    mark(id, true);
    try {
      await action();
    } catch (err) {
      failed(err);
    } finally {
      mark(id, false);
    }
    if (reload) await nav.reload();
  }

  const changeStatus = (s: Submission, status: SubmissionStatus) => {
    if (status === s.status || busy.has(s.id)) return;
    setPendingStatus((p) => ({ ...p, [s.id]: status }));
    return onCard(s.id, async () => {
      try {
        const updated = (await request("PATCH", `${API}/${encodeURIComponent(s.id)}/status`, {
          status,
        })) as Submission;
        nav.update((d) => ({
          ...d,
          items: d.items.map((x) => (x.id === updated.id ? { ...x, ...updated } : x)),
        }));
        toast(TOASTS.statusUpdated);
      } finally {
        setPendingStatus(({ [s.id]: _, ...rest }) => rest);
      }
    });
  };

  const remove = (e: FormEvent<HTMLFormElement>, s: Submission) => {
    e.preventDefault();
    if (busy.has(s.id)) return;
    if (!window.confirm(`Are you sure you want to delete the submission from ${s.name}?`)) return;
    return onCard(s.id, async () => {
      await request("DELETE", `${API}/${encodeURIComponent(s.id)}`);
      nav.update((d) => ({ ...d, items: d.items.filter((x) => x.id !== s.id) }));
      setExpanded(new Set());
      toast(TOASTS.submissionDeleted);
    });
  };

  const resend = (e: FormEvent<HTMLFormElement>, s: Submission) => {
    e.preventDefault();
    return onCard(
      s.id,
      async () => {
        const body = (await request("POST", `${API}/${encodeURIComponent(s.id)}/resend`)) as {
          notification: NotificationView | null;
        };
        if (body.notification) setNotification(s.id, body.notification);
        toast(TOASTS.notificationQueued);
        follow(s.id);
      },
      false,
    );
  };

  const notSpam = (e: FormEvent<HTMLFormElement>, s: Submission) => {
    e.preventDefault();
    return onCard(s.id, async () => {
      const body = (await request("POST", `${API}/${encodeURIComponent(s.id)}/not-spam`)) as {
        notified: boolean;
      };
      nav.update((d) => ({ ...d, items: d.items.filter((x) => x.id !== s.id) }));
      toast(body.notified ? TOASTS.notSpamNotified : TOASTS.notSpam);
    });
  };

  async function addNote(s: Submission, body: string): Promise<boolean> {
    let saved = false;
    await onCard(
      s.id,
      async () => {
        const note = (await request("POST", `${API}/${encodeURIComponent(s.id)}/notes`, {
          body,
        })) as SubmissionNote;
        nav.update((d) => ({ ...d, notes: { ...d.notes, [s.id]: [...(d.notes[s.id] ?? []), note] } }));
        toast(TOASTS.noteAdded);
        saved = true;
      },
      false,
    );
    return saved;
  }

  const deleteNote = (s: Submission, note: SubmissionNote) => {
    if (!window.confirm("Delete this note?")) return;
    return onCard(
      s.id,
      async () => {
        await request("DELETE", `${API}/${encodeURIComponent(s.id)}/notes/${encodeURIComponent(note.id)}`);
        nav.update((d) => ({
          ...d,
          notes: { ...d.notes, [s.id]: (d.notes[s.id] ?? []).filter((n) => n.id !== note.id) },
        }));
        toast(TOASTS.noteDeleted);
      },
      false,
    );
  };

  async function emptySpam(e: FormEvent<HTMLFormElement>, count: number) {
    e.preventDefault();
    if (emptying) return;
    if (!window.confirm(`Delete all ${count} spam enquiries permanently?`)) return;
    setEmptying(true);
    try {
      const body = (await request("POST", `${API}/spam/empty`)) as { deleted: number };
      nav.update((d) => ({ ...d, items: [] }));
      toast(spamEmptiedToast(body.deleted));
    } catch (err) {
      failed(err);
    } finally {
      setEmptying(false);
    }
    await nav.reload();
  }

  const toggle = (id: string) =>
    setExpanded((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const go = (p: InboxParams, scroll = false) => {
    nav.navigate(p);
    if (scroll) top.current?.scrollIntoView({ block: "start" });
  };

  if (data === null) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        {loading ? "Loading submissions..." : "The submissions could not be loaded."}
      </p>
    );
  }

  const back = `${path}${inboxSearch(params)}`;
  const href = (cursor: string | null) =>
    cursor === null ? undefined : `${path}${inboxSearch({ ...params, cursor })}`;
  const items = data.items;
  const emptyText = spamView
    ? "No spam"
    : params.cursor
      ? "Nothing left on this page: the enquiries it showed have gone."
      : params.q
        ? `No enquiries match “${params.q}”.`
        : params.status !== "all"
          ? `No ${params.status} enquiries.`
          : "No contact form submissions yet";

  return (
    <div ref={top} className="scroll-mt-24 space-y-4">
      {!spamView && (
        <InboxControls
          params={params}
          data={data}
          text={text}
          loading={loading}
          onText={(value) => {
            setText(value);
            nav.typeSearch({ ...params, q: value.trim(), cursor: "" });
          }}
          onSubmit={(e) => {
            e.preventDefault();
            nav.submitSearch({ ...params, q: text.trim(), cursor: "" });
          }}
          onTab={(status: StatusFilter) => go({ ...params, status, cursor: "" })}
        />
      )}
      {spamView && items.length > 0 && (
        <EmptySpamForm
          count={data.counts?.spam ?? items.length}
          hydrated={hydrated}
          busy={emptying}
          onSubmit={(e) => void emptySpam(e, data.counts?.spam ?? items.length)}
        />
      )}
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white py-16 text-center">
          <p className="text-slate-600">{emptyText}</p>
        </div>
      ) : (
        <ul className="space-y-4" aria-busy={loading || undefined}>
          {items.map((s: Submission | SpamSubmission) => (
            <li key={s.id}>
              <SubmissionCard
                submission={s}
                expanded={!hydrated || expanded.has(s.id)}
                hydrated={hydrated}
                busy={busy.has(s.id)}
                status={pendingStatus[s.id] ?? s.status}
                back={back}
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
                    <NotificationNotice notification={data.notifications[s.id]} mailEnabled={mailEnabled} />
                  )
                }
                details={
                  spamView ? undefined : (
                    <SubmissionNotes
                      submissionId={s.id}
                      name={s.name}
                      notes={data.notes[s.id] ?? []}
                      back={`${back}#submission-${s.id}`}
                      busy={busy.has(s.id)}
                      onAdd={(body) => addNote(s, body)}
                      onDelete={(note) => void deleteNote(s, note)}
                    />
                  )
                }
                actions={
                  spamView ? (
                    <NotSpamForm
                      id={s.id}
                      name={s.name}
                      busy={busy.has(s.id)}
                      back={back}
                      onSubmit={(e) => void notSpam(e, s)}
                    />
                  ) : mailEnabled ? (
                    <ResendForm
                      id={s.id}
                      name={s.name}
                      busy={busy.has(s.id)}
                      back={back}
                      onSubmit={(e) => void resend(e, s)}
                    />
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={spamView ? "Pages of spam" : "Pages of enquiries"}
        ranked={data.offset !== null}
        newest={params.cursor ? href("") : undefined}
        newer={href(data.prev)}
        older={href(data.next)}
        onNavigate={(to) => go(inboxParams(searchOf(to)), true)}
      />
    </div>
  );
}
