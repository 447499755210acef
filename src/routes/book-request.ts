import type { Context } from "hono";
import type { BookingRequest, RequestResult } from "../booking";
import { spamReason } from "../contact";
import type { AppEnv } from "../http/app-env";
import { VISIT_FIELD } from "../shared/contact-fields";
import type { EnquiryOrigin } from "../shared/wire-types";

/** What a request caught by the spam defences is told (the form and the API alike): nothing about why. */
export const SPAM_REFUSAL =
  "We could not take this request. Please check the form and send it again, or call us to book.";

/** The longest request key taken (the form's is a UUID; an API client may send its own; a longer one is ignored). */
const MAX_KEY = 100;

const NO_ORIGIN: EnquiryOrigin = {
  landingPage: null,
  source: null,
  medium: null,
  campaign: null,
  sentFrom: null,
};

/**
 * One booking request, from the form (POST /book) or the API (POST /api/booking): the contact form's spam
 * defences (a filled hidden field, or a form token sent back too soon or forged; a JSON client that sends
 * no token is not spam, as on /api/contact), then the booking capability, which validates, throttles and
 * books. Nothing is stored for spam.
 */
export async function sendBooking(
  c: Context<AppEnv>,
  input: BookingRequest,
  raw: Record<string, unknown>,
): Promise<RequestResult> {
  const deps = c.get("deps");
  if (await spamReason(raw, deps.formTokens))
    return { ok: false, status: 400, error: SPAM_REFUSAL, fields: {} };
  const ip = c.get("clientIp");
  // Attribution is a nicety: a booking is never lost because its visit could not be read.
  const origin = await deps.stats.originOf(c.req.raw, ip, raw[VISIT_FIELD]).catch(() => NO_ORIGIN);
  const key = raw.requestKey;
  return deps.booking.request(input, {
    ip,
    origin,
    requestKey: typeof key === "string" && key !== "" && key.length <= MAX_KEY ? key : undefined,
  });
}
