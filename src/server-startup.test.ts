/** Start-up against backends that cannot be reached: a clear one-line reason and exit code 1, no stack. */
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../tests/support/free-port";

const dir = mkdtempSync(join(tmpdir(), "firm-startup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start(env: Record<string, string>) {
  const proc = Bun.spawn([process.execPath, "src/server.ts"], {
    cwd: join(import.meta.dir, ".."),
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "error", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const code = await Promise.race([proc.exited, Bun.sleep(20_000).then(() => "timeout" as const)]);
  if (code === "timeout") proc.kill();
  return { code, stderr: await new Response(proc.stderr).text() };
}

test("PostgreSQL that does not answer: exit 1 naming the server, password hidden", async () => {
  const { code, stderr } = await start({ DATABASE_URL: "postgres://firm:s3cret-pass@127.0.0.1:1/firm" });
  expect(code).toBe(1);
  expect(stderr).toContain("Cannot reach PostgreSQL at postgres://firm:***@127.0.0.1:1/firm");
  expect(stderr).not.toContain("s3cret-pass");
  expect(stderr).not.toContain("    at ");
});

test("an S3 bucket that does not answer: exit 1 naming the bucket and endpoint", async () => {
  const { code, stderr } = await start({
    S3_BUCKET: "firm-uploads",
    S3_ENDPOINT: "http://127.0.0.1:9",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  });
  expect(code).toBe(1);
  expect(stderr).toContain(
    'Cannot reach the S3 bucket "firm-uploads" at http://127.0.0.1:9: connection refused',
  );
  expect(stderr).not.toContain("    at ");
});

test("S3 settings without a bucket, or a key without its secret, are refused at once", async () => {
  const noBucket = await start({ S3_ENDPOINT: "http://127.0.0.1:9" });
  expect(noBucket.code).toBe(1);
  expect(noBucket.stderr).toContain("S3_BUCKET is required");
  const halfKey = await start({ S3_BUCKET: "firm-uploads", S3_ACCESS_KEY_ID: "key" });
  expect(halfKey.code).toBe(1);
  expect(halfKey.stderr).toContain("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  const badUrl = await start({ DATABASE_URL: "mysql://x@y/z" });
  expect(badUrl.code).toBe(1);
  expect(badUrl.stderr).toContain("DATABASE_URL must be a PostgreSQL URL");
});

/** A healthy server's output, read as it comes, until `until` holds (or 20 s pass); then it is stopped. */
async function outputUntil(env: Record<string, string>, until: (out: string) => boolean) {
  const port = freePort();
  const proc = Bun.spawn([process.execPath, "src/server.ts"], {
    cwd: join(import.meta.dir, ".."),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(dir, "site-")),
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  let out = "";
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) out += decoder.decode(chunk);
  };
  const reading = Promise.all([read(proc.stdout), read(proc.stderr)]);
  const deadline = Date.now() + 20_000;
  while (!until(out) && Date.now() < deadline && proc.exitCode === null) await Bun.sleep(20);
  proc.kill("SIGTERM");
  await proc.exited;
  await reading;
  return { out, port };
}

test("without SITE_URL, one warning line says which address links use and how to set SITE_URL", async () => {
  const { out, port } = await outputUntil({ SITE_URL: "", LOG_LEVEL: "error" }, (o) =>
    o.includes("SITE_URL is not set"),
  );
  const warnings = out.split("\n").filter((l) => l.includes('"level":"warn"'));
  expect(warnings).toHaveLength(1);
  const { msg } = JSON.parse(warnings[0]!) as { msg: string };
  expect(msg).toContain(
    `links in e-mails, the feed, the sitemap and canonical tags use http://localhost:${port}`,
  );
  expect(msg).toContain("Set SITE_URL to the site's public address (e.g. SITE_URL=https://www.example.ky)");
}, 30_000);

test("with SITE_URL set, no such warning", async () => {
  // The server logs "listening" and then, in the same turn when SITE_URL is set, becomes ready to stop.
  const { out } = await outputUntil({ SITE_URL: "https://www.ironwood.ky", LOG_LEVEL: "info" }, (o) =>
    o.includes('"msg":"listening"'),
  );
  expect(out).toContain('"msg":"stopping"');
  expect(out).not.toContain("SITE_URL is not set");
}, 30_000);
