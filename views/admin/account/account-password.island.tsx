import { type FormEvent, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../src/shared/fields";
import { api } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { controlClass, describedBy, Field } from "../../ui/field";
import { toast, toastAfterNavigation } from "../../ui/toast";
import { Card } from "./form-bits";

const HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess; well-known or leaked passwords are refused.`;

export const passwordChangedToast = (signedOut: number) => ({
  title: "Password Changed",
  description:
    signedOut > 0
      ? `Your other ${signedOut === 1 ? "session was" : `${signedOut} sessions were`} signed out.`
      : "Your new password is in use.",
});

/**
 * "Change password" on the Account page. A plain form posting to /admin/account/password
 * without JavaScript; hydrated, it calls POST /api/account/password and shows the reason of a refusal
 * beside the field without reloading.
 */
export function AccountPassword({
  username,
  firstSignIn,
  errors: initialErrors = {},
}: {
  /** Whose password it is: given to password managers, so they update the right saved sign-in. */
  username: string;
  /** The password was set by someone else and must be replaced now. */
  firstSignIn: boolean;
  errors?: Record<string, string>;
}) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState(initialErrors);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    const r = await api<{ signedOut: number }>("POST", "/api/account/password", {
      currentPassword: current,
      newPassword: next,
    });
    setPending(false);
    if (!r.ok) {
      setErrors(Object.keys(r.fields).length > 0 ? r.fields : { newPassword: r.error });
      toast({ title: "Error", description: r.error, variant: "destructive" });
      return;
    }
    if (firstSignIn) {
      toastAfterNavigation(passwordChangedToast(r.data.signedOut));
      location.assign("/admin/dashboard");
      return;
    }
    setErrors({});
    setCurrent("");
    setNext("");
    toast(passwordChangedToast(r.data.signedOut));
  }

  return (
    <Card
      id="password"
      title={firstSignIn ? "Choose your own password" : "Change password"}
      intro={
        firstSignIn
          ? "You signed in with a one-time password. Choose your own to continue."
          : "Changing it signs you out everywhere else; this browser stays signed in."
      }
    >
      <form method="post" action="/admin/account/password" onSubmit={onSubmit} className="space-y-4">
        {/* Not shown and not sent: password managers read it to know which saved sign-in changes. */}
        <input type="text" autoComplete="username" value={username} readOnly hidden />
        <Field
          id="current-password"
          label={firstSignIn ? "One-time password" : "Current password"}
          error={errors.currentPassword}
        >
          <input
            id="current-password"
            name="currentPassword"
            type="password"
            required
            maxLength={200}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={describedBy("current-password", false, errors.currentPassword)}
            className={controlClass(!!errors.currentPassword, "h-11 max-w-sm")}
          />
        </Field>
        <Field id="new-password" label="New password" hint={HINT} error={errors.newPassword}>
          <input
            id="new-password"
            name="newPassword"
            type="password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={200}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={describedBy("new-password", true, errors.newPassword)}
            className={controlClass(!!errors.newPassword, "h-11 max-w-sm")}
          />
        </Field>
        <button type="submit" disabled={pending} className={buttonClass("secondary", "md")}>
          {pending ? "Changing..." : "Change password"}
        </button>
      </form>
    </Card>
  );
}
