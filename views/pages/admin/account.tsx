import type { AdminView, Gate, SessionView } from "../../../src/shared/wire-types";
import { AdminPage } from "../../components/admin-page";
import { ButtonLink } from "../../components/button";
import { Island } from "../../island";
import type { TwoFactorState } from "../../islands/account-two-factor";

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
  const logout = <Island name="logout-button" props={{}} />;
  const password = (firstSignIn: boolean) => (
    <Island
      name="account-password"
      props={{ firstSignIn, errors: p.errors?.password ?? {} }}
      className="block"
    />
  );
  const twoFactor = (continueTo: string) => (
    <Island
      name="account-two-factor"
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
        <Island name="account-sessions" props={{ sessions: p.sessions }} className="block" />
        <Island
          name="account-admins"
          props={{ admins: p.admins, errors: p.errors?.admins ?? {}, username: p.newAdmin ?? "" }}
          className="block"
        />
      </div>
    </AdminPage>
  );
}
