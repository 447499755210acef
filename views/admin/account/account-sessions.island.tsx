import { type FormEvent, useState } from "react";

import { formatDateTime } from "../../../src/shared/dates";
import type { SessionView } from "../../../src/shared/wire-types";
import { api } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { toast } from "../../ui/toast";
import { Card } from "./form-bits";

const failed = (description: string) => toast({ title: "Error", description, variant: "destructive" });

/**
 * "Active sessions" on the Account page: where the admin is signed in, with "Sign out" for each
 * other session and "Sign out everywhere else". Plain forms without JavaScript; hydrated, the list changes
 * in place through /api/account/sessions.
 */
export function AccountSessions({ sessions: initial }: { sessions: SessionView[] }) {
  const [sessions, setSessions] = useState(initial);
  const [pending, setPending] = useState(false);
  const others = sessions.filter((s) => !s.current).length;

  async function signOut(e: FormEvent, s: SessionView) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    const r = await api("DELETE", `/api/account/sessions/${s.id}`);
    setPending(false);
    if (!r.ok && r.status !== 404) return failed(r.error);
    setSessions((list) => list.filter((x) => x.id !== s.id));
    toast({ title: "Session Signed Out", description: `${s.browser} is no longer signed in.` });
  }

  async function everywhereElse(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    const r = await api<{ count: number }>("POST", "/api/account/sessions/revoke-others", {});
    setPending(false);
    if (!r.ok) return failed(r.error);
    setSessions((list) => list.filter((x) => x.current));
    const n = r.data.count;
    toast({
      title: "Signed Out Everywhere Else",
      description: `${n} other ${n === 1 ? "session" : "sessions"} ended.`,
    });
  }

  return (
    <Card
      id="sessions"
      title="Active sessions"
      intro={<p>Where you are signed in. Sign out any you do not recognise.</p>}
    >
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {sessions.map((s) => (
          <li
            key={s.id}
            data-session
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="text-sm">
              <p className="font-semibold text-navy-900">
                {s.browser}
                {s.current && (
                  <span className="ml-2 rounded-full bg-sea-700 px-2 py-0.5 text-xs font-semibold text-white">
                    This browser
                  </span>
                )}
              </p>
              <p className="text-slate-600">
                Address {s.ip} · signed in {formatDateTime(s.createdAt)} · last seen{" "}
                {formatDateTime(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <form
                method="post"
                action={`/admin/account/sessions/${s.id}/revoke`}
                onSubmit={(e) => void signOut(e, s)}
              >
                <button
                  type="submit"
                  disabled={pending}
                  className={buttonClass("outline", "sm")}
                  aria-label={`Sign out ${s.browser}, address ${s.ip}`}
                >
                  Sign out
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <form
          method="post"
          action="/admin/account/sessions/revoke-others"
          onSubmit={(e) => void everywhereElse(e)}
          className="mt-4"
        >
          <button type="submit" disabled={pending} className={buttonClass("outline", "md")}>
            Sign out everywhere else
          </button>
        </form>
      )}
    </Card>
  );
}
