import type { AdminView } from "../../../src/auth/admins";
import type { Gate } from "../../../src/auth/gates";
import type { SessionView } from "../../../src/auth/sessions";
import { Island } from "../../../src/lib/island";
import { AdminsCard } from "../../components/account/admins-card";
import { PasswordCard } from "../../components/account/password-card";
import { SessionsCard } from "../../components/account/sessions-card";
import { TwoFactorCard, type TwoFactorState } from "../../components/account/two-factor-card";
import { AdminPage } from "../../components/admin-page";
import { ButtonLink } from "../../components/button";

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
  if (p.gate === "password") {
    return (
      <AdminPage
        title="Welcome"
        intro={`Signed in as ${p.username}. One step before you start.`}
        actions={logout}
      >
        <div className="max-w-2xl">
          <PasswordCard firstSignIn errors={p.errors?.password ?? {}} />
        </div>
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
        <div className="max-w-3xl">
          <TwoFactorCard state={p.twoFactor} errors={p.errors?.twoFactor ?? {}} />
        </div>
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
        <PasswordCard firstSignIn={false} errors={p.errors?.password ?? {}} />
        <TwoFactorCard state={p.twoFactor} errors={p.errors?.twoFactor ?? {}} />
        <SessionsCard sessions={p.sessions} />
        <AdminsCard admins={p.admins} errors={p.errors?.admins ?? {}} username={p.newAdmin ?? ""} />
      </div>
    </AdminPage>
  );
}
