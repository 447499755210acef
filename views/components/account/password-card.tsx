import { PASSWORD_MIN_LENGTH } from "../../../src/auth/password-policy";
import { buttonClass } from "../button";
import { Card, describedBy, Field, inputClass } from "./form-bits";

export function PasswordCard({
  errors = {},
  firstSignIn,
}: {
  errors?: Record<string, string>;
  /** The password was set by someone else and must be replaced now. */
  firstSignIn: boolean;
}) {
  const hint = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess; well-known or leaked passwords are refused.`;
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
      <form method="post" action="/admin/account/password" className="space-y-4">
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
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={describedBy("current-password", false, errors.currentPassword)}
            className={inputClass}
          />
        </Field>
        <Field id="new-password" label="New password" hint={hint} error={errors.newPassword}>
          <input
            id="new-password"
            name="newPassword"
            type="password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={200}
            autoComplete="new-password"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={describedBy("new-password", true, errors.newPassword)}
            className={inputClass}
          />
        </Field>
        <button type="submit" className={buttonClass("secondary", "md")}>
          Change password
        </button>
      </form>
    </Card>
  );
}
