/**
 * The message of a failed API response: the server's `error` field when it sent one (every JSON error of
 * this app has it), else SPEC §7's "status: body text" (or the status text when the body is empty).
 */
export async function responseError(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    // not JSON: fall through to the raw text
  }
  return `${res.status}: ${text || res.statusText}`;
}

export const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";
