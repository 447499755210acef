import type { Context } from "hono";
import type { AlertsFormProps } from "../../views/site/alerts-form";
import type { AppEnv } from "../http/app-env";

/**
 * The client alerts form for a page at `from`, when the site offers alerts (it sends e-mail and the firm
 * has not turned them off); undefined otherwise, so a site without e-mail shows no form at all. The form
 * token is the page's render time: on a page the cache keeps, that is when it was first rendered. `topic`:
 * the one the page is about (a practice page's own area), ticked to start with; the reader still types an
 * address, presses Subscribe and confirms by e-mail.
 */
export async function alertsFormFor(
  c: Context<AppEnv>,
  from: string,
  topic?: string,
): Promise<AlertsFormProps | undefined> {
  const deps = c.get("deps");
  const offer = await deps.alerts.offer();
  if (!offer.on) return undefined;
  const ticked = topic !== undefined && offer.topics.some((t) => t.value === topic) ? [topic] : [];
  return {
    topics: offer.topics,
    consent: offer.consent,
    formToken: await deps.formTokens.issue(),
    from,
    ...(ticked.length > 0 ? { values: { areas: ticked } } : {}),
  };
}
