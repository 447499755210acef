/**
 * The connection goes to the very address that was checked: the name is looked up once per request, the
 * request is made to that IP, and the name travels only in the Host header and the TLS server name (the
 * certificate is verified against it). So a second DNS answer (rebinding) has nothing to swap. Shown
 * against a local https server whose name exists nowhere but in the injected lookup.
 */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "bun";
import { readCalendarWith } from "./read";

setDefaultTimeout(30_000);

const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n";
const none = { etag: null, lastModified: null };
let dir: string;
let ca: string;
let server: Server<undefined>;
let port: number;
const hosts: (string | null)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "calendar-tls-"));
  // A self-signed certificate for cal.test, made here so no key sits in the repository.
  const made = Bun.spawnSync(
    [
      "openssl",
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
      "-days",
      "2",
      "-subj",
      "/CN=cal.test",
      "-addext",
      "subjectAltName=DNS:cal.test",
    ],
    { stderr: "pipe" },
  );
  expect(made.exitCode).toBe(0);
  ca = await Bun.file(join(dir, "cert.pem")).text();
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    tls: { cert: ca, key: await Bun.file(join(dir, "key.pem")).text() },
    fetch(req) {
      hosts.push(req.headers.get("host"));
      return new Response(ICS, { headers: { "content-type": "text/calendar" } });
    },
  });
  port = server.port ?? 0;
});

afterAll(() => {
  server?.stop(true);
  rmSync(dir, { recursive: true, force: true });
});

/** Test seams: trust the local certificate, and count 127.0.0.1 as public for this file only. */
const hooks = () => ({ ca, isPublic: (ip: string) => ip === "127.0.0.1" });

test("the request goes to the address the one lookup gave, with the name in Host and TLS", async () => {
  hosts.length = 0;
  let lookups = 0;
  const read = await readCalendarWith(
    `https://cal.test:${port}/private/basic.ics`,
    none,
    {
      allowHosts: [],
      lookup: async () => {
        lookups++;
        // A rebinding name: public to the check, private ever after. Only the first answer may count.
        return lookups === 1 ? ["127.0.0.1"] : ["10.0.0.1"];
      },
    },
    hooks(),
  );
  expect(read).toMatchObject({ status: "ok", text: ICS });
  expect(lookups).toBe(1);
  expect(hosts).toEqual([`cal.test:${port}`]);
});

test("the certificate is still checked against the name, not the address", async () => {
  hosts.length = 0;
  const read = await readCalendarWith(
    `https://other.test:${port}/basic.ics`,
    none,
    { allowHosts: [], lookup: async () => ["127.0.0.1"] },
    hooks(),
  );
  expect(read).toEqual({
    status: "failed",
    reason: "The address's security certificate could not be trusted",
  });
  expect(hosts).toEqual([]);
});
