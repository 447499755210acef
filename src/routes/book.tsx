import { type Context, Hono } from "hono";
import { BookForm } from "../../views/site/book/book-form";
import { BOOK_TITLE, BookFrame, ChooseType, ChosenType } from "../../views/site/book/book-page";
import { answerField, type BookValues, EMPTY_BOOK_VALUES } from "../../views/site/book/book-values";
import { LawyerChoice } from "../../views/site/book/lawyer-choice";
import type { BookableType, BookingRequest } from "../booking";
import { FORM_TOKEN_FIELD } from "../contact";
import type { AppEnv } from "../http/app-env";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { formFields } from "../http/request-body";
import type { Slot, SlotDay } from "../shared/booking-types";
import { VISIT_FIELD } from "../shared/contact-fields";
import { firmDate } from "../shared/dates";
import type { FieldErrors } from "../shared/fields";
import { sendBooking } from "./book-request";

/** Days with free times one page shows; "Later days" shows the next ones. */
export const DAYS_SHOWN = 5;
/** How far one page looks for them (the API's longest window). */
const LOOK_AHEAD_DAYS = 62;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_QUESTIONS = 6;

/** What a visitor is told when someone else got the time first. */
export const TAKEN =
  "That time was just taken. Please choose another: the nearest free times are first below.";

/** Every booking page is the visitor's own (a form token, a request key, a personal link): kept by no one. */
export const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

const today = (c: Context<AppEnv>) => firmDate((c.get("deps").now ?? Date.now)());

/** A `from` date worth asking for: a real date, not before today (else today). */
export function fromParam(c: Context<AppEnv>, value: string | undefined): string | undefined {
  if (!value || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return undefined;
  return value > today(c) ? value : undefined;
}

/**
 * The first DAYS_SHOWN days with free times from `from`, and the day the next page starts on when more
 * follow (so no page is empty when a later day has times, and closed days are skipped).
 */
export async function pageOfDays(
  c: Context<AppEnv>,
  typeId: string,
  from: string | undefined,
  host?: string,
): Promise<{ days: SlotDay[]; next: string | undefined }> {
  const answer = await c.get("deps").booking.slots(typeId, from, LOOK_AHEAD_DAYS, host || undefined);
  const open = (answer?.days ?? []).filter((d) => d.slots.length > 0);
  const days = open.slice(0, DAYS_SHOWN);
  return { days, next: open.length > DAYS_SHOWN ? open[DAYS_SHOWN]!.date : undefined };
}

const typeHref = (typeId: string, from?: string, host?: string) =>
  `/book?type=${encodeURIComponent(typeId)}${from ? `&from=${from}` : ""}${host ? `&host=${encodeURIComponent(host)}` : ""}`;

/**
 * The lawyers a visitor may choose for a type (none when the type does not let them, or has one), and
 * the one asked for when it is one of them ("" the first available: an unknown id is not an error here).
 */
async function lawyersOf(c: Context<AppEnv>, typeId: string, asked: string | undefined) {
  const hosts = await c.get("deps").booking.typeHosts(typeId);
  const choosable = hosts.length > 1 ? hosts : [];
  const chosen = asked && choosable.some((h) => h.id === asked) ? asked : "";
  return { hosts: choosable, chosen };
}

/** The practice area `?area={slug}` names (a former address of it too), as its id and title. */
function areaAsked(c: Context<AppEnv>, slug: string | undefined) {
  if (!slug) return undefined;
  const practice = c.get("site").content.practice;
  const where = practice.resolve(slug);
  if (where.kind !== "current" && where.kind !== "moved") return undefined;
  return practice.bySlug.get(where.slug);
}

/** The values a posted form carries, as the page shows them again. */
function valuesOf(fields: Record<string, string>, questions: number): BookValues {
  return {
    start: fields.start ?? "",
    name: fields.name ?? "",
    email: fields.email ?? "",
    phone: fields.phone ?? "",
    parties: fields.parties ?? "",
    message: fields.message ?? "",
    answers: Array.from({ length: questions }, (_, i) => fields[answerField(i)] ?? ""),
  };
}

/** The form as a booking request: the answers by question index. */
function requestOf(fields: Record<string, string>): BookingRequest {
  const answers: Record<string, string> = {};
  for (let i = 0; i < MAX_QUESTIONS; i++) {
    const v = fields[answerField(i)];
    if (v !== undefined) answers[String(i)] = v;
  }
  return {
    type: fields.type,
    start: fields.start,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    parties: fields.parties,
    answers,
    message: fields.message,
    host: fields.host ?? "",
  };
}

interface FormState {
  values: BookValues;
  errors: FieldErrors;
  problem?: string | undefined;
  alternatives?: Slot[] | undefined;
  /** What the posted form carried back: its token when genuine, its visit, its request key, its page. */
  formToken?: string | undefined;
  visit?: string | undefined;
  requestKey?: string | undefined;
  from?: string | undefined;
  /** The lawyer asked for (a host id; "" or absent the first available). */
  host?: string | undefined;
}

/** Steps 2 and 3 for one type: its free times and the details form, fresh or as it was sent. */
async function renderTypePage(
  c: Context<AppEnv>,
  type: BookableType,
  state: FormState,
  status: 200 | 400 | 409 | 429 = 200,
) {
  const deps = c.get("deps");
  const site = c.get("site");
  const lawyers = await lawyersOf(c, type.id, state.host);
  const { days, next } = await pageOfDays(c, type.id, state.from, lawyers.chosen);
  const others = (await deps.booking.types()).length > 1;
  noStore(c);
  return renderPage(
    c,
    {
      title: `${BOOK_TITLE}: ${type.name}`,
      description: `Choose a time for a ${type.name.toLowerCase()} with ${site.firm.name}.`,
      canonicalPath: "/book",
    },
    <BookFrame>
      <ChosenType type={type} canChange={others} />
      {lawyers.hosts.length > 0 && (
        <LawyerChoice typeId={type.id} hosts={lawyers.hosts} chosen={lawyers.chosen} />
      )}
      <BookForm
        type={type}
        days={days}
        alternatives={state.alternatives}
        paging={{
          earlier: state.from ? typeHref(type.id, undefined, lawyers.chosen) : undefined,
          later: next ? typeHref(type.id, next, lawyers.chosen) : undefined,
        }}
        values={state.values}
        errors={state.errors}
        problem={state.problem}
        from={state.from}
        host={lawyers.chosen}
        requestKey={state.requestKey ?? crypto.randomUUID()}
        formToken={state.formToken ?? (await deps.formTokens.issue())}
        visit={state.visit ?? (await deps.stats.formVisit(c.req.raw, c.get("clientIp")))}
      />
    </BookFrame>,
    status,
  );
}

/** Step 1, the types on offer; the ones of the practice area a page asked for, when it has its own. */
async function renderChooseType(c: Context<AppEnv>, areaSlug: string | undefined, status: 200 | 400 = 200) {
  const site = c.get("site");
  const all = await c.get("deps").booking.types();
  const area = areaAsked(c, areaSlug);
  // A type names its area by the area's id or its address (slug): either is the area's own.
  const isOf = (t: { practiceArea: string | null }) =>
    area !== undefined && (t.practiceArea === area.id || t.practiceArea === area.slug);
  const ofArea = area ? all.filter((t) => isOf(t) || !t.practiceArea) : all;
  // An area with nothing of its own (only types for any area, or none) is shown every type.
  const own = ofArea.some(isOf);
  const types = own ? ofArea : all;
  if (types.length === 1 && status === 200) {
    const type = await c.get("deps").booking.type(types[0]!.id);
    if (type) return renderTypePage(c, type, { values: EMPTY_BOOK_VALUES, errors: {} });
  }
  noStore(c);
  return renderPage(
    c,
    {
      title: BOOK_TITLE,
      description: `Book a consultation with ${site.firm.name} online.`,
      canonicalPath: "/book",
    },
    <BookFrame>
      <ChooseType
        types={types}
        areaLabel={own && area ? area.title : undefined}
        areaOf={Object.fromEntries(
          site.content.practice.areas.flatMap((a) => [
            [a.id, a.title],
            [a.slug, a.title],
          ]),
        )}
      />
    </BookFrame>,
    status,
  );
}

export const bookRoutes = new Hono<AppEnv>();

bookRoutes.get("/book", async (c) => {
  const deps = c.get("deps");
  const area = c.req.query("area");
  // No type shown: the contact form, as every "Schedule Consultation" leads there then.
  if (!(await deps.booking.open())) {
    const asked = areaAsked(c, area);
    return redirectTo(c, asked ? `/contact?service=${encodeURIComponent(asked.slug)}` : "/contact", 302);
  }
  const typeId = c.req.query("type");
  if (typeId) {
    const type = await deps.booking.type(typeId);
    // A type that is unknown or no longer shown: the list to choose from.
    if (!type) return renderChooseType(c, area);
    return renderTypePage(c, type, {
      values: EMPTY_BOOK_VALUES,
      errors: {},
      from: fromParam(c, c.req.query("from")),
      host: c.req.query("host"),
    });
  }
  return renderChooseType(c, area);
});

bookRoutes.post("/book", async (c) => {
  const deps = c.get("deps");
  const fields = await formFields(c);
  const type = fields.type ? await deps.booking.type(fields.type) : undefined;
  // A forged or withdrawn type: nothing to book; the types on offer, saying so.
  if (!type) {
    if (!(await deps.booking.open())) return redirectTo(c, "/contact", 303);
    c.set("flash", {
      title: "Please choose a consultation",
      description: "That kind of consultation is not offered any more. Please choose one below.",
      variant: "destructive",
    });
    return renderChooseType(c, undefined, 400);
  }
  const result = await sendBooking(c, requestOf(fields), fields);
  if (result.ok) {
    // The confirmation is the visitor's own page: the only address that holds their link.
    return redirectTo(c, `/book/manage?token=${encodeURIComponent(result.manageToken)}&done=1`, 303);
  }
  // The visitor's own form token when it is genuine: the clock keeps running from their first page.
  const sent = fields[FORM_TOKEN_FIELD];
  const genuine = sent && ["ok", "too-fast"].includes(await deps.formTokens.check(sent));
  const state: FormState = {
    values: valuesOf(fields, type.questions.length),
    errors: {},
    formToken: genuine ? sent : undefined,
    visit: fields[VISIT_FIELD] || undefined,
    requestKey: fields.requestKey || undefined,
    from: fromParam(c, fields.from),
    host: fields.host,
  };
  if (result.status === 409)
    return renderTypePage(
      c,
      type,
      {
        ...state,
        problem: TAKEN,
        alternatives: result.alternatives,
        values: { ...state.values, start: "" },
      },
      409,
    );
  if (result.status === 429) return renderTypePage(c, type, { ...state, problem: result.error }, 429);
  const onlyProblem = Object.keys(result.fields).length === 0;
  return renderTypePage(
    c,
    type,
    { ...state, errors: result.fields, problem: onlyProblem ? result.error : undefined },
    400,
  );
});
