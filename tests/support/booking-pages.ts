/**
 * Consultation bookings in route tests: an app on a fixed clock whose firm offers the seeded appointment
 * type (a fresh install shows none), and the booking form as a browser without JavaScript sends it.
 */
import type { AppDeps } from "../../src/http/app-env";
import { makeTestAppWithAdmin, TEST_ADMIN } from "./app";

/** Wednesday 4 March 2026, 9:50 in the Cayman Islands (14:50 UTC): with 24 hours' notice, the first time is Thursday 10:00. */
export const BOOKING_NOW = Date.parse("2026-03-04T14:50:00Z");
export const SEEDED_TYPE = "initial-consultation";

/** Publishes the seeded appointment type with `changes` (offered on the site unless they say otherwise). */
export async function offerType(
  deps: AppDeps,
  changes: Record<string, unknown> = {},
  id = SEEDED_TYPE,
): Promise<void> {
  const user = await deps.repos.users.findByUsername(TEST_ADMIN.username);
  if (!user) throw new Error("the test admin is missing");
  const actor = { userId: user.id, username: user.username, ip: undefined };
  const item = await deps.content.get("appointment-type", id);
  if (!item) throw new Error(`no appointment type ${id}`);
  const data = { ...(item.draft ?? item.published), shown: true, ...changes };
  const saved = await deps.content.save(actor, "appointment-type", id, item.revision, data);
  if (!saved.ok) throw new Error(`saving the type was refused: ${JSON.stringify(saved)}`);
  const published = await deps.content.publish(actor, "appointment-type", id);
  if (!published.ok) throw new Error(`publishing the type was refused: ${JSON.stringify(published)}`);
}

/** An app on a clock the test moves, with the seeded type offered (`typeChanges`) unless `offered` is false. */
export async function bookingApp(
  env: Record<string, string> = {},
  options: { offered?: boolean; typeChanges?: Record<string, unknown> } = {},
) {
  let now = BOOKING_NOW;
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", ...env }, { now: () => now });
  if (options.offered !== false) await offerType(t.deps, options.typeChanges);
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.request(`http://localhost${path}`, { headers });
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    ...t,
    get,
    post,
    advance: (ms: number) => {
      now += ms;
    },
    setNow: (ms: number) => {
      now = ms;
    },
    now: () => now,
  };
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every <input> of a page as its attributes (React writes them in an order of its own). */
const inputs = (html: string) =>
  [...html.matchAll(/<input([^>]*?)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])),
  );

/** The value of a form's hidden field. */
export const hiddenValue = (html: string, name: string) =>
  inputs(html).find((i) => i.type === "hidden" && i.name === name)?.value;

/** The values of the radio buttons named `name`, in page order. */
export const radioValues = (html: string, name = "start") =>
  inputs(html)
    .filter((i) => i.type === "radio" && i.name === name)
    .map((i) => i.value!);

/** The value of the text field or textarea named `name`, as the page shows it. */
export const shownValue = (html: string, name: string) => {
  const input = inputs(html).find((i) => i.name === name && i.type !== "hidden" && i.type !== "radio");
  if (input) return input.value ?? "";
  const area = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
  return area ? decode(area[1]!) : undefined;
};

/** What a person fills in. */
export const VISITOR = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  parties: "Harbour Holdings Ltd\nJohn Smith",
  message: "A dispute with a former business partner.",
};

/** The booking form of `html` as it would be sent with `start` chosen and `changes` typed. */
export function bookingForm(html: string, start: string, changes: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    type: hiddenValue(html, "type") ?? "",
    requestKey: hiddenValue(html, "requestKey") ?? "",
    formStarted: hiddenValue(html, "formStarted") ?? "",
    visit: hiddenValue(html, "visit") ?? "",
    website: "",
    start,
    ...VISITOR,
    ...changes,
  };
  const from = hiddenValue(html, "from");
  if (from) fields.from = from;
  const host = hiddenValue(html, "host");
  if (host) fields.host = host;
  return fields;
}

/** The manage link's token in a redirect to the visitor's page. */
export const tokenOf = (location: string | null) =>
  new URL(location ?? "", "http://localhost").searchParams.get("token") ?? "";
