import type { ReactNode } from "react";
import { Container } from "../ui/section";

/** Frame of every signed-in admin screen: one h1, a toolbar of actions (links, the logout island), content. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-sand-50 py-10">
      <Container>
        <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-sea-700">Admin</p>
            <h1 className="mt-1 text-3xl font-bold text-navy-900">{title}</h1>
            {intro && <p className="mt-2 text-slate-600">{intro}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
        <div className="mt-8">{children}</div>
      </Container>
    </div>
  );
}
