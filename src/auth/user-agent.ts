/**
 * "Firefox 128 on Windows", "Safari on iPhone": a User-Agent header as a person reads it. bowser is loaded
 * on first use (the Account page's sessions), not at start (docs/decisions/020-lazy-start.md).
 */
export async function describeUserAgent(ua: string | undefined): Promise<string> {
  if (!ua) return "Unknown browser";
  const { default: Bowser } = await import("bowser");
  let parsed: ReturnType<typeof Bowser.parse>;
  try {
    parsed = Bowser.parse(ua);
  } catch {
    return "Unknown browser";
  }
  const name = parsed.browser.name;
  const major = parsed.browser.version?.split(".")[0];
  const browser = name ? `${name}${major ? ` ${major}` : ""}` : "Unknown browser";
  const device =
    parsed.platform.model && parsed.platform.type !== "desktop" ? parsed.platform.model : parsed.os.name;
  return device ? `${browser} on ${device}` : browser;
}
