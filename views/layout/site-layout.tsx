import type { ReactNode } from "react";
import type { FirmIdentity } from "../../src/content/firm";
import type { ToastData } from "../../src/shared/toasts";
import { AdminNav, type AdminNavInfo } from "../components/admin-nav";
import { Island } from "../island";
import { Footer } from "./footer";
import { Header } from "./header";

/** Every page: skip link, sticky header, main, footer, and the global overlays (toasts). */
export function SiteLayout({
  firm,
  path,
  flash,
  adminNav,
  children,
}: {
  firm: FirmIdentity;
  path: string;
  flash: ToastData | undefined;
  /** Present on signed-in admin pages. */
  adminNav?: AdminNavInfo | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
      >
        Skip to main content
      </a>
      <Header firmName={firm.name} path={path} />
      {adminNav && <AdminNav info={adminNav} path={path} />}
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <Footer firm={firm} year={new Date().getFullYear()} />
      <Island name="cookie-banner" props={{}} />
      <Island name="toaster" props={{ initial: flash ?? null }} />
    </>
  );
}
