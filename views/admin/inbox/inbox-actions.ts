import { useEffect, useRef, useState } from "react";
import { spamEmptiedToast, TOASTS } from "../../../src/shared/toasts";
import type {
  NotificationView,
  Submission,
  SubmissionNote,
  SubmissionStatus,
} from "../../../src/shared/wire-types";
import { api, dataOf } from "../../ui/api";
import { toast } from "../../ui/toast";
import { API, type InboxData } from "./inbox-data";

/** What the actions need of the list: its data (to update in place) and a refetch of the page. */
export interface InboxList {
  update(change: (d: InboxData) => InboxData): void;
  reload(): Promise<void>;
}

/** A failed action or load, as the destructive toast with the server's reason. */
export const showFailure = (err: unknown) =>
  toast({
    title: "Error",
    description: err instanceof Error ? err.message : String(err),
    variant: "destructive",
  });

const url = (s: { id: string }, rest = "") => `${API}/${encodeURIComponent(s.id)}${rest}`;

/**
 * What a card of the inbox can do, through the JSON API: change the status, delete, resend the
 * notification (then follow the e-mail until it is sent), move out of spam, add and delete notes, and
 * empty the spam folder. Each action toasts its outcome; a card is busy while its action runs, and the
 * page is refetched after a change to the list.
 */
export function useInboxActions(list: InboxList, options: { onDeleted: () => void }) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [pendingStatus, setPendingStatus] = useState<Record<string, SubmissionStatus>>({});
  const [emptying, setEmptying] = useState(false);
  const watch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(watch.current), []);

  const setNotification = (id: string, n: NotificationView) =>
    list.update((d) => ({ ...d, notifications: { ...d.notifications, [id]: n } }));

  async function refreshNotifications(ids: string[]) {
    const r = await api<{ notifications: Record<string, NotificationView> }>(
      "GET",
      `${API}/notifications?ids=${ids.map(encodeURIComponent).join(",")}`,
    );
    // On failure the states shown stay as they were; the next action or reload refreshes them.
    if (!r.ok) return undefined;
    list.update((d) => ({ ...d, notifications: { ...d.notifications, ...r.data.notifications } }));
    return r.data.notifications;
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
      showFailure(err);
    } finally {
      mark(id, false);
    }
    if (reload) await list.reload();
  }

  const changeStatus = (s: Submission, status: SubmissionStatus) => {
    if (status === s.status || busy.has(s.id)) return;
    setPendingStatus((p) => ({ ...p, [s.id]: status }));
    return onCard(s.id, async () => {
      try {
        const updated = dataOf(await api<Submission>("PATCH", url(s, "/status"), { status }));
        list.update((d) => ({
          ...d,
          items: d.items.map((x) => (x.id === updated.id ? { ...x, ...updated } : x)),
        }));
        toast(TOASTS.statusUpdated);
      } finally {
        setPendingStatus(({ [s.id]: _, ...rest }) => rest);
      }
    });
  };

  const remove = (s: Submission) => {
    if (busy.has(s.id)) return;
    if (!window.confirm(`Are you sure you want to delete the submission from ${s.name}?`)) return;
    return onCard(s.id, async () => {
      dataOf(await api("DELETE", url(s)));
      list.update((d) => ({ ...d, items: d.items.filter((x) => x.id !== s.id) }));
      options.onDeleted();
      toast(TOASTS.submissionDeleted);
    });
  };

  const resend = (s: Submission) =>
    onCard(
      s.id,
      async () => {
        const body = dataOf(await api<{ notification: NotificationView | null }>("POST", url(s, "/resend")));
        if (body.notification) setNotification(s.id, body.notification);
        toast(TOASTS.notificationQueued);
        follow(s.id);
      },
      false,
    );

  const notSpam = (s: Submission) =>
    onCard(s.id, async () => {
      const body = dataOf(await api<{ notified: boolean }>("POST", url(s, "/not-spam")));
      list.update((d) => ({ ...d, items: d.items.filter((x) => x.id !== s.id) }));
      toast(body.notified ? TOASTS.notSpamNotified : TOASTS.notSpam);
    });

  async function addNote(s: Submission, body: string): Promise<boolean> {
    let saved = false;
    await onCard(
      s.id,
      async () => {
        const note = dataOf(await api<SubmissionNote>("POST", url(s, "/notes"), { body }));
        list.update((d) => ({ ...d, notes: { ...d.notes, [s.id]: [...(d.notes[s.id] ?? []), note] } }));
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
        dataOf(await api("DELETE", url(s, `/notes/${encodeURIComponent(note.id)}`)));
        list.update((d) => ({
          ...d,
          notes: { ...d.notes, [s.id]: (d.notes[s.id] ?? []).filter((n) => n.id !== note.id) },
        }));
        toast(TOASTS.noteDeleted);
      },
      false,
    );
  };

  async function emptySpam(count: number) {
    if (emptying) return;
    if (!window.confirm(`Delete all ${count} spam enquiries permanently?`)) return;
    setEmptying(true);
    try {
      const body = dataOf(await api<{ deleted: number }>("POST", `${API}/spam/empty`));
      list.update((d) => ({ ...d, items: [] }));
      toast(spamEmptiedToast(body.deleted));
    } catch (err) {
      showFailure(err);
    } finally {
      setEmptying(false);
    }
    await list.reload();
  }

  return {
    busy,
    pendingStatus,
    emptying,
    changeStatus,
    remove,
    resend,
    notSpam,
    addNote,
    deleteNote,
    emptySpam,
  };
}
