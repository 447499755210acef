import type { TotpSetup } from "../../../src/auth/account";
import { formatDateTime } from "../../../src/lib/dates";
import { buttonClass } from "../button";
import { Card, describedBy, Field, inputClass } from "./form-bits";

export interface TwoFactorState {
  enabled: boolean;
  enabledAt: string | undefined;
  recoveryCodesLeft: number;
  /** A set-up under way: the QR code and the secret to confirm. */
  setup: TotpSetup | undefined;
  /** REQUIRE_2FA=on. */
  required: boolean;
}

/** Two-factor sign-in: set up (scan, confirm a code), or on (with recovery codes left) and turn off. */
export function TwoFactorCard({
  state,
  errors = {},
}: {
  state: TwoFactorState;
  errors?: Record<string, string>;
}) {
  const intro = state.enabled
    ? `On since ${state.enabledAt ? formatDateTime(state.enabledAt) : "—"}. Signing in asks for a code from your authenticator app after the password.`
    : "Off. With it on, signing in also asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, …), so a leaked password alone is not enough.";
  return (
    <Card id="two-factor" title="Two-factor sign-in" intro={<p>{intro}</p>}>
      {state.enabled ? (
        <Enabled state={state} errors={errors} />
      ) : state.setup ? (
        <Setup setup={state.setup} errors={errors} />
      ) : (
        <Start required={state.required} />
      )}
    </Card>
  );
}

function Start({ required }: { required: boolean }) {
  return (
    <div className="space-y-3">
      {required && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          This site requires two-factor sign-in for every admin. Set it up to continue.
        </p>
      )}
      <form method="post" action="/admin/account/two-factor/setup">
        <button type="submit" className={buttonClass("secondary", "md")}>
          Set up two-factor sign-in
        </button>
      </form>
    </div>
  );
}

function Setup({ setup, errors }: { setup: TotpSetup; errors: Record<string, string> }) {
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <figure className="w-56">
        <div
          className="w-56 rounded-md border border-slate-200 bg-white p-1"
          role="img"
          aria-label="QR code to scan with your authenticator app"
          // Markup generated on the server by the qrcode library from our own otpauth:// URI.
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <figcaption className="mt-2 text-xs text-slate-600">Scan with your authenticator app.</figcaption>
      </figure>
      <div className="space-y-4">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>Open your authenticator app and add an account by scanning the QR code.</li>
          <li>
            Cannot scan? Enter this key instead (time-based, 6 digits):{" "}
            <code
              data-totp-secret={setup.secret}
              className="mt-1 block w-fit rounded bg-sand-50 px-2 py-1 font-mono text-base tracking-wider text-navy-900"
            >
              {setup.secretGrouped}
            </code>
          </li>
          <li>Enter the 6-digit code the app shows to confirm.</li>
        </ol>
        <form method="post" action="/admin/account/two-factor/enable" className="space-y-3">
          <Field id="totp-code" label="Code from the app" error={errors.code}>
            <input
              id="totp-code"
              name="code"
              type="text"
              inputMode="numeric"
              pattern="[0-9 ]*"
              required
              maxLength={10}
              autoComplete="one-time-code"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy("totp-code", false, errors.code)}
              className={`${inputClass.replace("max-w-sm", "max-w-48")} font-mono tracking-widest`}
            />
          </Field>
          <button type="submit" className={buttonClass("secondary", "md")}>
            Confirm and turn on
          </button>
        </form>
        <form method="post" action="/admin/account/two-factor/cancel">
          <button type="submit" className="text-sm font-semibold text-sea-700 underline underline-offset-2">
            Cancel set-up
          </button>
        </form>
      </div>
    </div>
  );
}

function Enabled({ state, errors }: { state: TwoFactorState; errors: Record<string, string> }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Recovery codes left: <strong data-recovery-codes-left>{state.recoveryCodesLeft}</strong> of 10. Each
        works once, in place of a code, if your phone is lost.
      </p>
      {state.required ? (
        <p className="text-sm text-slate-600">
          This site requires two-factor sign-in, so it cannot be turned off.
        </p>
      ) : (
        <form method="post" action="/admin/account/two-factor/disable" className="space-y-3">
          <Field id="disable-password" label="Your password, to turn it off" error={errors.disable}>
            <input
              id="disable-password"
              name="password"
              type="password"
              required
              maxLength={200}
              autoComplete="current-password"
              aria-invalid={errors.disable ? true : undefined}
              aria-describedby={describedBy("disable-password", false, errors.disable)}
              className={inputClass}
            />
          </Field>
          <button type="submit" className={buttonClass("destructive", "md")}>
            Turn off two-factor sign-in
          </button>
        </form>
      )}
    </div>
  );
}
