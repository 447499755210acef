import type { AdminView } from "../../../src/auth/admins";
import { formatLongDate } from "../../../src/lib/dates";
import { buttonClass } from "../button";
import { Card, describedBy, Field, inputClass } from "./form-bits";

/** Every admin; add one (with a one-time password) or remove another (never yourself, never the last). */
export function AdminsCard({
  admins,
  errors = {},
  username = "",
}: {
  admins: AdminView[];
  errors?: Record<string, string>;
  username?: string;
}) {
  const canRemove = admins.length > 1;
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
                {a.mustChangePassword ? " · has not signed in yet" : ""}
              </p>
            </div>
            {!a.you && canRemove && (
              <form
                method="post"
                action={`/admin/account/admins/${a.id}/remove`}
                className="flex flex-wrap items-center gap-3"
              >
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" name="confirm" value="yes" required className="size-4" />
                  Yes, remove {a.username}
                </label>
                <button type="submit" className={buttonClass("destructive", "sm")}>
                  Remove
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <form method="post" action="/admin/account/admins" className="mt-6 space-y-3">
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
            defaultValue={username}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy("new-admin", true, errors.username)}
            className={inputClass}
          />
        </Field>
        <button type="submit" className={buttonClass("secondary", "md")}>
          Add admin
        </button>
      </form>
    </Card>
  );
}
