import type { AdminView, Gate, SessionView } from "../../../src/shared/wire-types";
import { AdminPage } from "../../layout/admin-page";
import { LogoutButton } from "../../layout/logout-button.island";
import { ButtonLink } from "../../ui/button";
import { Island } from "../../ui/island";
import { AccountAdmins } from "./account-admins.island";
import { AccountPassword } from "./account-password.island";
import { AccountSessions } from "./account-sessions.island";
import { AccountTwoFactor, type TwoFactorState } from "./account-two-factor.island";

export interface AccountPageProps {
  username: string;
  /** A half-finished account: only the step that finishes it is shown. */
  gate: Gate | undefined;
  twoFactor: TwoFactorState;
  sessions: SessionView[];
  admins: AdminView[];
  /** Field errors of a refused form, by section. */
  errors?: {
    password?: Record<string, string>;
    twoFactor?: Record<string, string>;
    admins?: Record<string, string>;
  };
  /** What was typed into "Add an admin", kept after a refusal. */
  newAdmin?: string;
}

/** The signed-in admin's account: password, two-factor sign-in, sessions, and the other admins. */
export function AccountPage(p: AccountPageProps) {
  const logout = <Island of={LogoutButton} props={{}} />;
  const password = (firstSignIn: boolean) => (
    <Island
      of={AccountPassword}
      props={{ username: p.username, firstSignIn, errors: p.errors?.password ?? {} }}
      className="block"
    />
  );
  const twoFactor = (continueTo: string) => (
    <Island
      of={AccountTwoFactor}
      props={{ state: p.twoFactor, errors: p.errors?.twoFactor ?? {}, continueTo }}
      className="block"
    />
  );
  if (p.gate === "password") {
    return (
      <AdminPage
        title="Welcome"
        intro={`Signed in as ${p.username}. One step before you start.`}
        actions={logout}
      >
        <div className="max-w-2xl">{password(true)}</div>
      </AdminPage>
    );
  }
  if (p.gate === "two-factor") {
    return (
      <AdminPage
        title="Set up two-factor sign-in"
        intro={`Signed in as ${p.username}. One step before you start.`}
        actions={logout}
      >
        <div className="max-w-3xl">{twoFactor("/admin/dashboard")}</div>
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title="Account"
      intro={`Signed in as ${p.username}.`}
      actions={
        <>
          <ButtonLink href="/admin/activity" variant="outline" size="sm">
            Activity
          </ButtonLink>
          {logout}
        </>
      }
    >
      <div className="grid max-w-4xl gap-8">
        {password(false)}
        {twoFactor("/admin/account")}
        <Island of={AccountSessions} props={{ sessions: p.sessions }} className="block" />
        <Island
          of={AccountAdmins}
          props={{ admins: p.admins, errors: p.errors?.admins ?? {}, username: p.newAdmin ?? "" }}
          className="block"
        />
      </div>
    </AdminPage>
  );
}
