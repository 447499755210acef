import Bowser from "bowser";

/** "Firefox 128 on Windows", "Safari on iPhone": a User-Agent header as a person reads it. */
export function describeUserAgent(ua: string | undefined): string {
  if (!ua) return "Unknown browser";
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
