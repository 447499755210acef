/**
 * The one list of what anyone may call under /api and /admin, signed in or not. Every other path there,
 * registered today or added later, needs a signed-in admin: the admin guard (admin-guard.ts) answers 401
 * to the API and redirects screens to the sign-in page. Adding a line here opens an endpoint to the whole
 * internet; the route walk in admin-guard.test.ts holds this list to exactly these lines.
 *
 * Outside /api and /admin everything is public (pages, assets, uploads, the feed, /healthz, and the
 * lawyers' bookings feeds at /calendars/{token}.ics, whose long random token is the key).
 */
export interface PublicEndpoint {
  /** GET also answers HEAD. */
  method: "GET" | "POST";
  /** A route pattern: `:name` stands for one path segment. */
  path: string;
  /** "auth": part of signing in or out, answered with no-store; "open": an ordinary public call. */
  kind: "auth" | "open";
}

export const PUBLIC_ENDPOINTS: readonly PublicEndpoint[] = [
  // The site's public calls: published posts, by practice area, by id and by slug; the contact form;
  // booking a consultation (the types on offer, their free times, the request).
  { method: "GET", path: "/api/posts", kind: "open" },
  { method: "GET", path: "/api/posts/:id", kind: "open" },
  { method: "GET", path: "/api/posts/slug/:slug", kind: "open" },
  { method: "POST", path: "/api/contact", kind: "open" },
  { method: "GET", path: "/api/booking/types", kind: "open" },
  { method: "GET", path: "/api/booking/slots", kind: "open" },
  { method: "POST", path: "/api/booking", kind: "open" },
  // Signing in (password, then the second factor when it is on), checking and signing out.
  { method: "POST", path: "/api/auth/login", kind: "auth" },
  { method: "POST", path: "/api/auth/2fa", kind: "auth" },
  { method: "GET", path: "/api/auth/check", kind: "auth" },
  { method: "POST", path: "/api/auth/logout", kind: "auth" },
];

/** The sign-in screen: open, at exactly this path (GET shows it, POST is its no-JavaScript form). */
export const LOGIN_PATH = "/admin/login";

const matches = (pattern: string, path: string) => {
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((seg, i) => (seg.startsWith(":") ? have[i] !== "" : seg === have[i]))
  );
};

/** The public endpoint `method path` is, if any (HEAD is read as GET). */
export function publicEndpoint(method: string, path: string): PublicEndpoint | undefined {
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return PUBLIC_ENDPOINTS.find((e) => e.method === m && matches(e.path, path));
}
