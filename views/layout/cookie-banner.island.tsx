import { useEffect, useState } from "react";

/** The choice is kept in localStorage under this key, as "accepted" or "declined". */
export const COOKIE_CONSENT_KEY = "cookie-consent";

function storedChoice(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * Shown only when no choice is stored. The server cannot read localStorage, so the banner renders hidden
 * and appears after hydration when needed; it is fixed at the bottom, so nothing moves when it does. Its
 * sentence is the firm's (Firm settings → Cookie banner, where it can also be switched off).
 */
export function CookieBanner({ text }: { text: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const choice = storedChoice();
    setVisible(choice !== "accepted" && choice !== "declined");
  }, []);

  const choose = (value: "accepted" | "declined") => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // Storage blocked: hide for this page view anyway.
    }
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie consent"
      hidden={!visible}
      className="fixed inset-x-0 bottom-0 z-[90] border-t border-slate-200 bg-white shadow-[0_-4px_24px_rgba(15,42,68,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="text-sm text-slate-700">
          {`${text} Read our `}
          <a href="/privacy-policy" className="font-semibold text-sea-700 underline underline-offset-2">
            Privacy Policy
          </a>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => choose("declined")}
            className="inline-flex h-10 items-center rounded-md border border-navy-800 px-4 text-sm font-semibold text-navy-800 hover:bg-navy-800 hover:text-white"
          >
            Decline
          </button>
          <button
            type="button"
            onClick={() => choose("accepted")}
            className="inline-flex h-10 items-center rounded-md bg-navy-800 px-4 text-sm font-semibold text-white hover:bg-navy-700"
          >
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
