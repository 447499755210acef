import {
  type Counts,
  type CountWords,
  firstNumbered,
  numbered,
  withIts,
} from "../../../src/shared/erasure-words";
import { AdminPage } from "../../layout/admin-page";
import { LogoutButton } from "../../layout/logout-button.island";
import { ButtonLink, buttonClass } from "../../ui/button";
import { Island } from "../../ui/island";
import { EraseForm } from "./erase-form.island";

/** Which step the page shows: asking for the address, or confirming what it will delete. */
export type EraseStep =
  | { step: "ask"; email?: string; error?: string }
  | { step: "confirm"; email: string; counts: Counts };

/**
 * "Erase by e-mail address": the address first; then, without JavaScript, this page again as
 * step two, naming how many enquiries and notes will go and asking to confirm. `words` are the staff
 * words of every kind of personal data counted (from src/privacy), so the sentences name each kind.
 */
export function EraseEnquiriesPage(props: EraseStep & { words: readonly CountWords[] }) {
  // The kinds named rather than numbered (a subscription), set off by commas before "will be deleted".
  const named = props.step === "confirm" ? withIts(props.words, props.counts) : "";
  return (
    <AdminPage
      title="Erase by e-mail address"
      intro="Delete everything a person sent through the site's forms, when they ask you to (Data Protection Act: the right to erasure)."
      actions={
        <>
          <ButtonLink href="/admin/contact-submissions" variant="outline" size="sm">
            Back to Inbox
          </ButtonLink>
          <Island of={LogoutButton} props={{}} />
        </>
      }
    >
      <div className="max-w-2xl space-y-6">
        <p className="text-slate-700">
          Every enquiry from the address (spam included, whatever its status), with its internal notes and its
          notification e-mail, every consultation booking made with it (its answers and its e-mails), and its
          client alerts subscription with its consent record, is deleted in one go and cannot be recovered.
          The address must match exactly (capital letters do not matter). Copies outside this site, such as
          notification e-mails already in someone&apos;s mailbox and earlier backups, are not touched.
        </p>
        {props.step === "ask" ? (
          <Island
            of={EraseForm}
            props={{
              words: props.words,
              ...(props.email ? { email: props.email } : {}),
              ...(props.error ? { error: props.error } : {}),
            }}
            className="block"
          />
        ) : (
          <form
            method="post"
            action="/admin/contact-submissions/erase"
            data-erase-confirm=""
            className="space-y-4 rounded-xl border border-red-300 bg-red-50 p-6 shadow-sm"
          >
            <h2 className="font-sans text-lg font-semibold text-red-950">Erase permanently?</h2>
            <p className="text-red-950">
              {`${numbered(props.words, props.counts)} from `}
              <strong className="break-all">{props.email}</strong>
              {`${named}${named ? "," : ""} will be deleted. This cannot be undone.`}
            </p>
            <input type="hidden" name="email" value={props.email} />
            <input type="hidden" name="confirm" value="yes" />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass("destructive", "sm")}>
                {`Erase ${firstNumbered(props.words, props.counts)}`}
              </button>
              <a href="/admin/contact-submissions/erase" className={buttonClass("outline", "sm")}>
                Cancel
              </a>
            </div>
          </form>
        )}
      </div>
    </AdminPage>
  );
}
