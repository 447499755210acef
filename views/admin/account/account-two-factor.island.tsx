import { type FormEvent, useState } from "react";
import { formatDateTime } from "../../../src/shared/dates";
import { api } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { controlClass, describedBy, Field } from "../../ui/field";
import { toast } from "../../ui/toast";
import { Card } from "./form-bits";

/** What the set-up step shows: the QR code (server-made SVG) and the same secret as text. */
export interface TotpSetupView {
  secret: string;
  secretGrouped: string;
  qrSvg: string;
}

export interface TwoFactorState {
  enabled: boolean;
  enabledAt: string | undefined;
  recoveryCodesLeft: number;
  setup: TotpSetupView | undefined;
  /** REQUIRE_2FA=on. */
  required: boolean;
}

const failed = (description: string) => toast({ title: "Error", description, variant: "destructive" });

/**
 * Two-factor sign-in on the Account page: set up (scan, confirm a code, see the recovery codes
 * once), or turn off. Plain forms without JavaScript; hydrated, the same steps through /api/account/two-factor.
 */
export function AccountTwoFactor({
  state: initial,
  errors: initialErrors = {},
  continueTo,
}: {
  state: TwoFactorState;
  errors?: Record<string, string>;
  /** Where "I have saved them" leads (the dashboard when the set-up was required to go on). */
  continueTo: string;
}) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  const [codes, setCodes] = useState<string[] | undefined>(undefined);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);

  async function run<T>(method: string, url: string, body: unknown, done: (data: T) => void, field: string) {
    if (pending) return;
    setPending(true);
    const r = await api<T>(method, url, body);
    setPending(false);
    if (!r.ok) {
      setErrors({ [field]: r.error });
      failed(r.error);
      return;
    }
    setErrors({});
    done(r.data);
  }

  const start = (e: FormEvent) => {
    e.preventDefault();
    void run<TotpSetupView>(
      "POST",
      "/api/account/two-factor/setup",
      {},
      (setup) => setState((s) => ({ ...s, setup })),
      "setup",
    );
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run<{ recoveryCodes: string[] }>(
      "POST",
      "/api/account/two-factor/enable",
      { code },
      ({ recoveryCodes }) => {
        setCodes(recoveryCodes);
        setState((s) => ({
          ...s,
          enabled: true,
          setup: undefined,
          recoveryCodesLeft: recoveryCodes.length,
          enabledAt: new Date().toISOString(),
        }));
        toast({ title: "Two-Factor Sign-In On", description: "Save your recovery codes now." });
      },
      "code",
    );
  };
  const cancel = (e: FormEvent) => {
    e.preventDefault();
    setState((s) => ({ ...s, setup: undefined }));
    void api("POST", "/api/account/two-factor/cancel", {});
  };
  const disable = (e: FormEvent) => {
    e.preventDefault();
    void run<unknown>(
      "POST",
      "/api/account/two-factor/disable",
      { password },
      () => {
        setPassword("");
        setState((s) => ({ ...s, enabled: false, enabledAt: undefined, recoveryCodesLeft: 0 }));
        toast({
          title: "Two-Factor Sign-In Off",
          description: "Signing in now asks only for your password.",
        });
      },
      "disable",
    );
  };

  if (codes) {
    return (
      <Card
        id="two-factor"
        title="Two-factor sign-in is on"
        intro={<p>Save your recovery codes now: they are shown only this once.</p>}
      >
        <RecoveryCodes codes={codes} continueTo={continueTo} />
      </Card>
    );
  }
  const intro = state.enabled
    ? `On since ${state.enabledAt ? formatDateTime(state.enabledAt) : "—"}. Signing in asks for a code from your authenticator app after the password.`
    : "Off. With it on, signing in also asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, …), so a leaked password alone is not enough.";
  return (
    <Card id="two-factor" title="Two-factor sign-in" intro={<p>{intro}</p>}>
      {state.enabled ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            Recovery codes left: <strong data-recovery-codes-left>{state.recoveryCodesLeft}</strong> of 10.
            Each works once, in place of a code, if your phone is lost.
          </p>
          {state.required ? (
            <p className="text-sm text-slate-600">
              This site requires two-factor sign-in, so it cannot be turned off.
            </p>
          ) : (
            <form
              method="post"
              action="/admin/account/two-factor/disable"
              onSubmit={disable}
              className="space-y-3"
            >
              <Field id="disable-password" label="Your password, to turn it off" error={errors.disable}>
                <input
                  id="disable-password"
                  name="password"
                  type="password"
                  required
                  maxLength={200}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={errors.disable ? true : undefined}
                  aria-describedby={describedBy("disable-password", false, errors.disable)}
                  className={controlClass(!!errors.disable, "h-11 max-w-sm")}
                />
              </Field>
              <button type="submit" disabled={pending} className={buttonClass("destructive", "md")}>
                Turn off two-factor sign-in
              </button>
            </form>
          )}
        </div>
      ) : state.setup ? (
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <figure className="w-56">
            <div
              className="w-56 rounded-md border border-slate-200 bg-white p-1"
              role="img"
              aria-label="QR code to scan with your authenticator app"
              // Markup generated on the server by the qrcode library from our own otpauth:// URI.
              dangerouslySetInnerHTML={{ __html: state.setup.qrSvg }}
            />
            <figcaption className="mt-2 text-xs text-slate-600">Scan with your authenticator app.</figcaption>
          </figure>
          <div className="space-y-4">
            <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
              <li>Open your authenticator app and add an account by scanning the QR code.</li>
              <li>
                Cannot scan? Enter this key instead (time-based, 6 digits):{" "}
                <code
                  data-totp-secret={state.setup.secret}
                  className="mt-1 block w-fit rounded bg-sand-50 px-2 py-1 font-mono text-base tracking-wider text-navy-900"
                >
                  {state.setup.secretGrouped}
                </code>
              </li>
              <li>Enter the 6-digit code the app shows to confirm.</li>
            </ol>
            <form
              method="post"
              action="/admin/account/two-factor/enable"
              onSubmit={confirm}
              className="space-y-3"
            >
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
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={describedBy("totp-code", false, errors.code)}
                  className={controlClass(!!errors.code, "h-11 max-w-48 font-mono tracking-widest")}
                />
              </Field>
              <button type="submit" disabled={pending} className={buttonClass("secondary", "md")}>
                Confirm and turn on
              </button>
            </form>
            <form method="post" action="/admin/account/two-factor/cancel" onSubmit={cancel}>
              <button
                type="submit"
                className="text-sm font-semibold text-sea-700 underline underline-offset-2"
              >
                Cancel set-up
              </button>
            </form>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          {state.required && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              This site requires two-factor sign-in for every admin. Set it up to continue.
            </p>
          )}
          <form method="post" action="/admin/account/two-factor/setup" onSubmit={start}>
            <button type="submit" disabled={pending} className={buttonClass("secondary", "md")}>
              Set up two-factor sign-in
            </button>
          </form>
        </div>
      )}
    </Card>
  );
}

/** The ten codes, shown once (also by the no-JavaScript page after turning it on). */
export function RecoveryCodes({ codes, continueTo }: { codes: string[]; continueTo: string }) {
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        If your phone is lost, each of these codes signs you in once in place of a code from the app. Print
        them or keep them in your password manager, away from your phone.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-sand-50 p-4 font-mono text-lg text-navy-900"
      >
        {codes.map((c) => (
          <li key={c} data-recovery-code>
            {c}
          </li>
        ))}
      </ul>
      <a href={continueTo} className={buttonClass("secondary", "md")}>
        I have saved them
      </a>
    </div>
  );
}
