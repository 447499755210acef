/** Bun's S3 client says "an unexpected error has occurred" for network failures; its code says more. */
export function storeProblem(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  const words: Record<string, string> = {
    ConnectionRefused: "connection refused",
    DNSResolveFailed: "the host name could not be resolved",
    ConnectionTimedOut: "the connection timed out",
  };
  const message = e instanceof Error ? e.message : String(e);
  if (typeof code === "string" && /unexpected error/.test(message)) return words[code] ?? code;
  return message;
}
