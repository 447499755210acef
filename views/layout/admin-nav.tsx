import { ACCOUNT_ENTRY_PATH, ADMIN_MENU, isInSection } from "./admin-menu";

/** The admin area's own navigation, under the site header on every signed-in admin page. */

export interface AdminNavInfo {
  username: string;
  /** Enquiries with status "new", when known (shown as a count beside "Enquiries"). */
  newEnquiries?: number;
  /** The account must be finished first (src/auth gates): no links lead anywhere else yet. */
  restricted?: boolean;
}

export function AdminNav({ info, path }: { info: AdminNavInfo; path: string }) {
  const items = info.restricted ? ADMIN_MENU.filter((e) => e.path === ACCOUNT_ENTRY_PATH) : ADMIN_MENU;
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-2 sm:px-6 lg:px-8">
        <ul className="flex flex-wrap items-center gap-1">
          {items.map((item) => {
            const current = isInSection(item, path);
            const count = item.countsNewEnquiries ? info.newEnquiries : undefined;
            return (
              <li key={item.path}>
                <a
                  href={item.path}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold ${
                    current ? "bg-navy-800 text-white" : "text-navy-800 hover:bg-navy-100"
                  }`}
                >
                  {item.label}
                  {count !== undefined && (
                    // Rendered (hidden) at 0 too, so the inbox island can show a count that changes.
                    <span
                      data-new-enquiries=""
                      hidden={count === 0}
                      className={`rounded-full px-2 py-0.5 text-xs ${current ? "bg-white text-navy-900" : "bg-gold-500 text-navy-900"}`}
                    >
                      <span data-value="">{count}</span>
                      <span className="sr-only"> new</span>
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
        <p className="ml-auto text-sm text-slate-600">
          Signed in as <span className="font-semibold text-navy-900">{info.username}</span>
        </p>
      </div>
    </nav>
  );
}
