import { type FormEvent, useId, useState } from "react";
import { TOASTS } from "../../src/shared/toasts";
import { buttonClass } from "../components/button";
import { toast } from "./lib/toast";

const FAILED = TOASTS.loginFailed;

const inputClass =
  "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-navy-900 shadow-sm focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30";

export type LoginStep = "password" | "code";

async function errorOf(res: Response): Promise<{ error?: string; restart?: boolean }> {
  const body = (await res.json().catch(() => null)) as { error?: unknown; restart?: unknown } | null;
  return {
    ...(typeof body?.error === "string" ? { error: body.error } : {}),
    ...(body?.restart === true ? { restart: true } : {}),
  };
}

/**
 * SPEC §2 Admin login, then (for admins with two-factor sign-in) the code step. Real forms posting to
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
  const id = useId();
  const [step, setStep] = useState<LoginStep>(initialStep);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const res = await fetch("/api/auth/login", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, password }),
      });
      if (res.status === 202) {
        setPassword("");
        setStep("code");
        setPending(false);
        return;
      }
      if (res.ok) {
        // Stays pending while the dashboard loads.
        location.assign("/admin/dashboard");
        return;
      }
      let description: string = FAILED.description;
      if (res.status === 429) description = (await errorOf(res)).error ?? description;
      toast({ ...FAILED, description, variant: "destructive" });
    } catch {
      toast({ ...FAILED, variant: "destructive" });
    }
    setPending(false);
  }

  async function onCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const res = await fetch("/api/auth/2fa", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ code }),
      });
      if (res.ok) {
        location.assign("/admin/dashboard");
        return;
      }
      const { error, restart } = await errorOf(res);
      if (restart) setStep("password");
      setCode("");
      toast({ ...FAILED, description: error ?? FAILED.description, variant: "destructive" });
    } catch {
      toast({ ...FAILED, variant: "destructive" });
    }
    setPending(false);
  }

  if (step === "code") {
    return (
      <div className="space-y-5">
        <p className="text-sm text-slate-600">Two-factor sign-in is on for this account: one more step.</p>
        <form method="post" action="/admin/login" onSubmit={onCode} className="space-y-5">
          <input type="hidden" name="step" value="code" />
          <div>
            <label htmlFor={`${id}code`} className="block text-sm font-medium text-navy-900">
              Authentication code
            </label>
            <p id={`${id}code-hint`} className="mt-1 text-sm text-slate-600">
              Enter the 6-digit code from your authenticator app, or one of your recovery codes.
            </p>
            <input
              id={`${id}code`}
              name="code"
              type="text"
              required
              maxLength={40}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={`${id}code-hint`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className={`${inputClass} font-mono tracking-widest`}
            />
          </div>
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
      <div>
        <label htmlFor={`${id}username`} className="block text-sm font-medium text-navy-900">
          Username
        </label>
        <input
          id={`${id}username`}
          name="username"
          type="text"
          required
          maxLength={100}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}password`} className="block text-sm font-medium text-navy-900">
          Password
        </label>
        <input
          id={`${id}password`}
          name="password"
          type="password"
          required
          maxLength={200}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={pending} className={buttonClass("secondary", "md", "w-full")}>
        {pending ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}
