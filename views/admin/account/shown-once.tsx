import { AdminPage } from "../../layout/admin-page";
import { ButtonLink } from "../../ui/button";
import { OneTimePassword } from "./account-admins.island";
import { RecoveryCodes } from "./account-two-factor.island";

const box = "max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

/** Shown once without JavaScript, right after two-factor sign-in is turned on: the ten recovery codes. */
export function RecoveryCodesPage({ codes, continueTo }: { codes: string[]; continueTo: string }) {
  return (
    <AdminPage
      title="Two-factor sign-in is on"
      intro="Save your recovery codes now: they are shown only this once."
    >
      <div className={box}>
        <RecoveryCodes codes={codes} continueTo={continueTo} />
      </div>
    </AdminPage>
  );
}

/** Shown once without JavaScript, right after an admin is added: their one-time password. */
export function NewAdminPage({ username, password }: { username: string; password: string }) {
  return (
    <AdminPage
      title="Admin added"
      intro="Give these to them in person or over a channel you trust: the password is shown only this once."
    >
      <div className={box}>
        <OneTimePassword username={username} password={password} />
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
