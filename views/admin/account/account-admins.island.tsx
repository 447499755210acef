import { type FormEvent, useState } from "react";

import { formatLongDate } from "../../../src/shared/dates";
import type { AdminView } from "../../../src/shared/wire-types";
import { api } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { controlClass, describedBy, Field } from "../../ui/field";
import { toast } from "../../ui/toast";
import { Card } from "./form-bits";

/** Their username and one-time password, shown once (also by the no-JavaScript page after adding). */
export function OneTimePassword({ username, password }: { username: string; password: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border border-slate-200 bg-sand-50 p-4 font-mono text-lg text-navy-900">
      <dt className="font-sans text-sm text-slate-600">Username</dt>
      <dd data-new-username>{username}</dd>
      <dt className="font-sans text-sm text-slate-600">One-time password</dt>
      <dd data-one-time-password>{password}</dd>
    </dl>
  );
}

/**
 * "Admins" on the Account page: add one (a one-time password shown once) or remove another
 * (never yourself, never the last; the tick confirms). Plain forms without JavaScript; hydrated, through
 * /api/admins without reloading.
 */
export function AccountAdmins({
  admins: initial,
  errors: initialErrors = {},
  username: initialUsername = "",
}: {
  admins: AdminView[];
  errors?: Record<string, string>;
  username?: string;
}) {
  const [admins, setAdmins] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [added, setAdded] = useState<{ username: string; password: string } | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const canRemove = admins.length > 1;

  async function add(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    const r = await api<{ admin: { id: string; username: string }; oneTimePassword: string }>(
      "POST",
      "/api/admins",
      { username, currentPassword: password },
    );
    setPending(false);
    if (!r.ok) {
      setErrors(Object.keys(r.fields).length > 0 ? r.fields : { username: r.error });
      toast({ title: "Error", description: r.error, variant: "destructive" });
      return;
    }
    const { admin, oneTimePassword } = r.data;
    setErrors({});
    setUsername("");
    setPassword("");
    setAdded({ username: admin.username, password: oneTimePassword });
    setAdmins((list) =>
      [
        ...list,
        {
          id: admin.id,
          username: admin.username,
          you: false,
          createdAt: new Date().toISOString(),
          twoFactor: false,
          mustChangePassword: true,
        },
      ].sort((a, b) => (a.username < b.username ? -1 : 1)),
    );
  }

  async function remove(e: FormEvent, a: AdminView) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    const r = await api("DELETE", `/api/admins/${a.id}`);
    setPending(false);
    if (!r.ok && r.status !== 404) {
      toast({ title: "Error", description: r.error, variant: "destructive" });
      return;
    }
    setAdmins((list) => list.filter((x) => x.id !== a.id));
    toast({
      title: "Admin Removed",
      description: `${a.username} can no longer sign in; their sessions ended.`,
    });
  }

  return (
    <Card id="admins" title="Admins" intro={<p>Everyone who can sign in to this admin area.</p>}>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {admins.map((a) => (
          <li
            key={a.id}
            data-admin={a.username}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="text-sm">
              <p className="font-semibold text-navy-900">
                {a.username}
                {a.you && <span className="ml-2 text-xs font-normal text-slate-600">(you)</span>}
              </p>
              <p className="text-slate-600">
                Added {formatLongDate(a.createdAt)} · two-factor sign-in {a.twoFactor ? "on" : "off"}
                {a.mustChangePassword ? " · has not chosen a password yet" : ""}
              </p>
            </div>
            {!a.you && canRemove && (
              <form
                method="post"
                action={`/admin/account/admins/${a.id}/remove`}
                onSubmit={(e) => void remove(e, a)}
                className="flex flex-wrap items-center gap-3"
              >
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" name="confirm" value="yes" required className="size-4" />
                  Yes, remove {a.username}
                </label>
                <button type="submit" disabled={pending} className={buttonClass("destructive", "sm")}>
                  Remove
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {added && (
        <section aria-label="Admin added" className="mt-6 space-y-3">
          <p className="text-sm font-semibold text-navy-900">
            Admin added. Give them these in person or over a channel you trust: the password is shown only
            this once.
          </p>
          <OneTimePassword username={added.username} password={added.password} />
        </section>
      )}
      <form
        method="post"
        action="/admin/account/admins"
        onSubmit={(e) => void add(e)}
        className="mt-6 space-y-3"
      >
        <Field
          id="new-admin"
          label="Add an admin"
          hint="Their username. A one-time password is made for them and shown once; they choose their own at first sign-in."
          error={errors.username}
        >
          <input
            id="new-admin"
            name="username"
            type="text"
            required
            maxLength={50}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy("new-admin", true, errors.username)}
            className={controlClass(!!errors.username, "h-11 max-w-sm")}
          />
        </Field>
        <Field
          id="add-admin-password"
          label="Your password"
          hint="The one you signed in with: adding an admin is confirmed by you."
          error={errors.currentPassword}
        >
          <input
            id="add-admin-password"
            name="currentPassword"
            type="password"
            required
            maxLength={200}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={describedBy("add-admin-password", true, errors.currentPassword)}
            className={controlClass(!!errors.currentPassword, "h-11 max-w-sm")}
          />
        </Field>
        <button type="submit" disabled={pending} className={buttonClass("secondary", "md")}>
          {pending ? "Adding..." : "Add admin"}
        </button>
      </form>
    </Card>
  );
}
