import type { SessionView } from "../../../src/auth/sessions";
import { formatDateTime } from "../../../src/lib/dates";
import { buttonClass } from "../button";
import { Card } from "./form-bits";

/** The admin's live sessions, with "Sign out" for each other one and "Sign out everywhere else". */
export function SessionsCard({ sessions }: { sessions: SessionView[] }) {
  const others = sessions.filter((s) => !s.current).length;
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
              <form method="post" action={`/admin/account/sessions/${s.id}/revoke`}>
                <button
                  type="submit"
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
        <form method="post" action="/admin/account/sessions/revoke-others" className="mt-4">
          <button type="submit" className={buttonClass("outline", "md")}>
            Sign out everywhere else
          </button>
        </form>
      )}
    </Card>
  );
}
