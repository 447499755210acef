import { AdminPage } from "../../components/admin-page";
import { ButtonLink } from "../../components/button";

const codeBox = "rounded-md border border-slate-200 bg-sand-50 p-4 font-mono text-lg text-navy-900";

/** Shown once, right after two-factor sign-in is turned on: the ten recovery codes. */
export function RecoveryCodesPage({ codes }: { codes: string[] }) {
  return (
    <AdminPage
      title="Two-factor sign-in is on"
      intro="Save your recovery codes now: they are shown only this once."
    >
      <div className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm text-slate-700">
          If your phone is lost, each of these codes signs you in once in place of a code from the app. Print
          them or keep them in your password manager, away from your phone.
        </p>
        <ul aria-label="Recovery codes" className={`${codeBox} grid grid-cols-2 gap-2`}>
          {codes.map((c) => (
            <li key={c} data-recovery-code>
              {c}
            </li>
          ))}
        </ul>
        <ButtonLink href="/admin/account" variant="secondary">
          I have saved them
        </ButtonLink>
      </div>
    </AdminPage>
  );
}

/** Shown once, right after an admin is added: their one-time password. */
export function NewAdminPage({ username, password }: { username: string; password: string }) {
  return (
    <AdminPage
      title="Admin added"
      intro="Give these to them in person or over a channel you trust: the password is shown only this once."
    >
      <div className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <dl className={`${codeBox} grid grid-cols-[auto_1fr] gap-x-4 gap-y-2`}>
          <dt className="font-sans text-sm text-slate-600">Username</dt>
          <dd data-new-username>{username}</dd>
          <dt className="font-sans text-sm text-slate-600">One-time password</dt>
          <dd data-one-time-password>{password}</dd>
        </dl>
        <p className="text-sm text-slate-700">
          They sign in at /admin/login with it and must choose their own password before anything else.
        </p>
        <ButtonLink href="/admin/account#admins" variant="secondary">
          Done
        </ButtonLink>
      </div>
    </AdminPage>
  );
}
