import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../components/button";
import { toast } from "./lib/toast";
import { TOASTS } from "./lib/toast-messages";

const FAILED = TOASTS.loginFailed;

const inputClass =
  "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-navy-900 shadow-sm focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30";

/**
 * SPEC §2 Admin login. A real form posting to /admin/login, so it works before hydration and without
 * JavaScript; once hydrated it signs in through POST /api/auth/login and stays on the page on failure.
 */
export function LoginForm({ username: initialUsername }: { username: string }) {
  const id = useId();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState("");
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
      if (res.ok) {
        // Stays pending while the dashboard loads.
        location.assign("/admin/dashboard");
        return;
      }
      let description: string = FAILED.description;
      if (res.status === 429) {
        const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
        if (typeof body?.error === "string") description = body.error;
      }
      toast({ ...FAILED, description, variant: "destructive" });
    } catch {
      toast({ ...FAILED, variant: "destructive" });
    }
    setPending(false);
  }

  return (
    <form method="post" action="/admin/login" onSubmit={onSubmit} className="space-y-5">
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
