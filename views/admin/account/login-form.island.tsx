import { type FormEvent, useState } from "react";
import { TOASTS } from "../../../src/shared/toasts";
import { api } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { controlClass, Field } from "../../ui/field";
import { toast } from "../../ui/toast";

const FAILED = TOASTS.loginFailed;

export type LoginStep = "password" | "code";

/**
 * The admin login, then (for admins with two-factor sign-in) the code step. Real forms posting to
 * /admin/login, so both work before hydration and without JavaScript; once hydrated they sign in through
 * POST /api/auth/login and POST /api/auth/2fa and stay on the page on failure.
 */
export function LoginForm({
  username: initialUsername,
  step: initialStep = "password",
}: {
  username: string;
  step?: LoginStep;
}) {
  const [step, setStep] = useState<LoginStep>(initialStep);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    const r = await api("POST", "/api/auth/login", { username, password });
    if (r.ok && r.status === 202) {
      setPassword("");
      setStep("code");
      setPending(false);
      return;
    }
    if (r.ok) {
      // Stays pending while the dashboard loads.
      location.assign("/admin/dashboard");
      return;
    }
    // A throttled sign-in says how long to wait; every other failure reads the same.
    toast({
      ...FAILED,
      description: r.status === 429 ? r.error : FAILED.description,
      variant: "destructive",
    });
    setPending(false);
  }

  async function onCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    const r = await api("POST", "/api/auth/2fa", { code });
    if (r.ok) {
      location.assign("/admin/dashboard");
      return;
    }
    if (r.status === 0) toast({ ...FAILED, variant: "destructive" });
    else {
      if (r.body?.restart === true) setStep("password");
      setCode("");
      const error = typeof r.body?.error === "string" ? r.body.error : FAILED.description;
      toast({ ...FAILED, description: error, variant: "destructive" });
    }
    setPending(false);
  }

  if (step === "code") {
    return (
      <div className="space-y-5">
        <p className="text-sm text-slate-600">Two-factor sign-in is on for this account: one more step.</p>
        <form method="post" action="/admin/login" onSubmit={onCode} className="space-y-5">
          <input type="hidden" name="step" value="code" />
          <Field
            id={"login-code"}
            label="Authentication code"
            hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
          >
            <input
              id={"login-code"}
              name="code"
              type="text"
              required
              maxLength={40}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={"login-code-hint"}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className={controlClass(false, "h-11 font-mono tracking-widest")}
            />
          </Field>
          <button type="submit" disabled={pending} className={buttonClass("secondary", "md", "w-full")}>
            {pending ? "Verifying..." : "Verify"}
          </button>
        </form>
        <form method="post" action="/admin/login">
          <input type="hidden" name="step" value="cancel" />
          <button type="submit" className="text-sm font-semibold text-sea-700 underline underline-offset-2">
            Start again with another account
          </button>
        </form>
      </div>
    );
  }

  return (
    <form method="post" action="/admin/login" onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">Sign in to manage posts and contact submissions.</p>
      <Field id={"login-username"} label="Username">
        <input
          id={"login-username"}
          name="username"
          type="text"
          required
          maxLength={100}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          className={controlClass(false)}
        />
      </Field>
      <Field id={"login-password"} label="Password">
        <input
          id={"login-password"}
          name="password"
          type="password"
          required
          maxLength={200}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={controlClass(false)}
        />
      </Field>
      <button type="submit" disabled={pending} className={buttonClass("secondary", "md", "w-full")}>
        {pending ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}
