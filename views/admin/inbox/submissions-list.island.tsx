import { type FormEvent, useEffect, useRef, useState } from "react";

import type { SpamSubmission, Submission, SubmissionStatus } from "../../../src/shared/wire-types";
import { Pager } from "../../ui/pager";
import { useListNavigation } from "../../ui/use-list-navigation";
import { showFailure, useInboxActions } from "./inbox-actions";
import { InboxControls } from "./inbox-controls";
import {
  INBOX_PATH,
  type InboxData,
  type InboxParams,
  inboxParams,
  inboxSearch,
  loadInbox,
  SPAM_PATH,
  type StatusFilter,
} from "./inbox-data";
import {
  EmptySpamForm,
  NotificationNotice,
  NotSpamForm,
  ResendForm,
  SpamNotice,
} from "./notification-notice";
import { SubmissionCard } from "./submission-card";
import { SubmissionNotes } from "./submission-notes";

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
 * The contact submissions admin, at any size. The server renders a page of the list into
 * the props, with its search box, status tabs and page links, so it reads and works without JavaScript
 * (every action is then a plain form or link). Once hydrated, cards expand and collapse; searching (as
 * you type), tabs and pages fetch through the JSON API and keep the URL in step; status changes, deletes
 * and notes go through the API with toasts, and the page is refetched after each. Each card
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
    onError: showFailure,
    onRestore: (p) => setText(p.q),
  });
  const { params, data, loading } = nav;
  const top = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const actions = useInboxActions(nav, { onDeleted: () => setExpanded(new Set()) });
  const { busy, pendingStatus, emptying } = actions;

  const { reload } = nav;
  const loadedWithPage = useRef(initialData !== null);
  useEffect(() => {
    setHydrated(true);
    if (!loadedWithPage.current) void reload();
  }, [reload]);

  useEffect(() => {
    if (hydrated && data?.counts) showNewCount(data.counts.new);
  }, [hydrated, data?.counts]);

  /** A card's form, taken over by the island: the action instead of the page load. */
  const instead =
    (action: () => unknown) =>
    (e: FormEvent<HTMLFormElement>): void => {
      e.preventDefault();
      void action();
    };

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
          onSubmit={instead(() => actions.emptySpam(data.counts?.spam ?? items.length))}
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
                visit={spamView ? undefined : data.visits[s.id]}
                submission={s}
                expanded={!hydrated || expanded.has(s.id)}
                hydrated={hydrated}
                busy={busy.has(s.id)}
                status={pendingStatus[s.id] ?? s.status}
                back={back}
                onToggle={() => toggle(s.id)}
                onStatusChange={(status) => void actions.changeStatus(s, status)}
                onStatusSubmit={(e) => {
                  e.preventDefault();
                  const value = new FormData(e.currentTarget).get("status");
                  if (typeof value === "string") void actions.changeStatus(s, value as SubmissionStatus);
                }}
                onDelete={instead(() => actions.remove(s))}
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
                      onAdd={(body) => actions.addNote(s, body)}
                      onDelete={(note) => void actions.deleteNote(s, note)}
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
                      onSubmit={instead(() => actions.notSpam(s))}
                    />
                  ) : mailEnabled ? (
                    <ResendForm
                      id={s.id}
                      name={s.name}
                      busy={busy.has(s.id)}
                      back={back}
                      onSubmit={instead(() => actions.resend(s))}
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
