import type { ReactNode } from "react";
import type { FirmIdentity, SiteContent } from "../../src/content";
import type { ToastData } from "../../src/shared/toasts";
import { Island } from "../ui/island";
import { AdminNav, type AdminNavInfo } from "./admin-nav";
import { CookieBanner } from "./cookie-banner.island";
import { Footer } from "./footer";
import { Header } from "./header";
import { Toaster } from "./toaster.island";

/** Over a page shown with the drafts applied: visitors never see this version. */
function PreviewBanner({ path }: { path: string }) {
  return (
    <div
      role="status"
      data-preview-banner=""
      className="bg-gold-500 px-4 py-2 text-center text-sm font-semibold text-navy-900"
    >
      Preview — not published. Visitors see the published site.{" "}
      <a href={path} className="underline underline-offset-2">
        Leave the preview
      </a>
    </div>
  );
}

/** Every page: skip link, sticky header, main, footer, and the global overlays (cookie banner, toasts). */
export function SiteLayout({
  firm,
  content,
  path,
  flash,
  adminNav,
  children,
}: {
  firm: FirmIdentity;
  content: SiteContent;
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
      {content.preview && <PreviewBanner path={path} />}
      <Header
        firmName={firm.name}
        path={path}
        logos={content.settings.logos}
        areas={content.practice.areas}
      />
      {adminNav && <AdminNav info={adminNav} path={path} />}
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <Footer
        firm={firm}
        settings={content.settings}
        areas={content.practice.areas}
        year={new Date().getFullYear()}
      />
      {content.settings.cookieBanner && (
        <Island of={CookieBanner} props={{ text: content.settings.cookieBannerText }} />
      )}
      <Island of={Toaster} props={{ initial: flash ?? null }} />
    </>
  );
}
