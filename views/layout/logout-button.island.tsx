import { type FormEvent, useState } from "react";
import { TOASTS } from "../../src/shared/toasts";
import { api } from "../ui/api";
import { buttonClass } from "../ui/button";
import { toastAfterNavigation } from "../ui/toast";

/**
 * The Logout button of every admin toolbar. A real form posting to /admin/logout, so it works without
 * JavaScript; once hydrated it signs out through POST /api/auth/logout and carries the toast to the login
 * page itself.
 */
export function LogoutButton() {
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const form = e.currentTarget;
    setPending(true);
    if (!(await api("POST", "/api/auth/logout")).ok) {
      // The session may still be live: let the plain form post do the sign-out instead.
      form.submit();
      return;
    }
    toastAfterNavigation(TOASTS.loggedOut);
    location.assign("/admin/login");
  }

  return (
    <form method="post" action="/admin/logout" onSubmit={onSubmit}>
      <button type="submit" disabled={pending} className={buttonClass("outline", "sm")}>
        Logout
      </button>
    </form>
  );
}
