import type { AlertSendRow } from "../../../src/alerts";
import { AdminPage } from "../../layout/admin-page";
import { Tabs, when } from "./subscribers-shared";

const STATE_TEXT: Record<AlertSendRow["state"], string> = {
  waiting: "Waiting",
  queued: "Sent",
  off: "Kept back",
  before: "Not announced",
};

/** What was sent: one row per article, with how many alerts were queued, sent and refused. */
export function AlertSendsPage({
  sends,
  page,
  pages,
}: {
  sends: AlertSendRow[];
  page: number;
  pages: number;
}) {
  return (
    <AdminPage
      title="Sends"
      intro="Each article announced to its subscribers (or kept back), and how the e-mails went."
    >
      <div className="space-y-6">
        <Tabs current="sends" />
        {sends.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
            No article has been announced yet. The next article you publish goes to the subscribers of its
            practice area and of Firm news.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className="px-3 py-2 font-medium">Article</th>
                  <th className="px-3 py-2 font-medium">State</th>
                  <th className="px-3 py-2 font-medium">When</th>
                  <th className="px-3 py-2 text-right font-medium">Queued</th>
                  <th className="px-3 py-2 text-right font-medium">Sent</th>
                  <th className="px-3 py-2 text-right font-medium">Failed</th>
                  <th className="px-3 py-2 text-right font-medium">Waiting</th>
                </tr>
              </thead>
              <tbody>
                {sends.map((s) => (
                  <tr key={s.postId} className="border-t border-slate-200">
                    <td className="px-3 py-2">
                      <a
                        className="font-semibold text-sea-700 hover:underline"
                        href={`/admin/posts/${s.postId}/alert`}
                      >
                        {s.title}
                      </a>
                    </td>
                    <td className="px-3 py-2">{STATE_TEXT[s.state]}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {when(s.state === "waiting" ? s.sendAfter : s.queuedAt)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.queued}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.sent}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.failed}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.pending}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav aria-label="Pages" className="flex justify-between text-sm">
            {page > 1 ? (
              <a className="text-sea-700 underline" href={`/admin/subscribers/sends?page=${page - 1}`}>
                Previous
              </a>
            ) : (
              <span />
            )}
            <span>{`Page ${page} of ${pages}`}</span>
            {page < pages ? (
              <a className="text-sea-700 underline" href={`/admin/subscribers/sends?page=${page + 1}`}>
                Next
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    </AdminPage>
  );
}

/** An article's client alert: its state, keeping it back or letting it go, the preview and a test. */
