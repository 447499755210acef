import {
  alertAction,
  alertDetail,
  alertQuestion,
  type PlannedAlert,
} from "../../../src/shared/publish-alert";
import { AdminPage } from "../../layout/admin-page";
import { buttonClass } from "../../ui/button";
import type { PostFormValues } from "./post-form";

/**
 * The question the editor asks without JavaScript before a save that e-mails the article's subscribers:
 * "Publish and e-mail 124 subscribers?". Everything typed rides along in hidden fields, so each answer
 * is the same form sent again: confirmed, without the e-mail, or back to the editor with nothing lost.
 */
export function PublishConfirmPage({
  action,
  values,
  planned,
  areaLabel,
}: {
  /** The editor form's own address. */
  action: string;
  values: PostFormValues;
  planned: PlannedAlert;
  /** The practice area's name, as readers see it. */
  areaLabel: string;
}) {
  return (
    <AdminPage title={alertQuestion(planned)} intro={values.title}>
      <div className="max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-navy-900">
          {`${planned.subscribers === 1 ? "One subscriber" : `${planned.subscribers} subscribers`} of ${areaLabel} and of Firm news will receive this article by e-mail.`}
        </p>
        <p className="text-slate-700">{alertDetail(planned)}</p>
        <form method="post" action={action} className="flex flex-wrap gap-3">
          {(Object.keys(values) as (keyof PostFormValues)[]).map((k) => (
            <input key={k} type="hidden" name={k} value={values[k]} />
          ))}
          <button type="submit" name="confirmAlert" value="yes" className={buttonClass("secondary", "md")}>
            {alertAction(planned)}
          </button>
          <button type="submit" name="intent" value="without-alert" className={buttonClass("outline", "md")}>
            {planned.goesLiveAt ? "Schedule without e-mailing" : "Publish without e-mailing"}
          </button>
          <button type="submit" name="intent" value="edit" className={buttonClass("ghost", "md")}>
            Back to the editor
          </button>
        </form>
      </div>
    </AdminPage>
  );
}
