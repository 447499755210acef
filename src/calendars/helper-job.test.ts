/**
 * Expanding a calendar in the helper process gives the same busy times as expanding it here, and a file
 * that is not a calendar fails with the same error staff would be shown.
 */
import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import { HelperProcess } from "../lib/helper-process";
import { busyBlocks, CalendarFormatError, expandInHelper } from "./index";

// The first job starts a child process and loads ical.js in it: seconds on a loaded machine.
setDefaultTimeout(60_000);

const helper = new HelperProcess({
  command: () => [process.execPath, join(import.meta.dir, "..", "helper", "main.ts")],
});
afterAll(() => helper.stop());

const FROM = Date.parse("2026-01-01T00:00:00Z");
const TO = Date.parse("2027-01-01T00:00:00Z");

test("the helper's busy times for a recurring calendar equal the ones computed in-process", async () => {
  const text = await Bun.file(join(import.meta.dir, "fixtures", "weekly-exceptions.ics")).text();
  const there = await expandInHelper(helper, text, FROM, TO, "America/Cayman");
  expect(there.length).toBeGreaterThan(45);
  expect(there).toEqual(await busyBlocks(text, FROM, TO, "America/Cayman"));
});

test("a file that is not a calendar comes back as CalendarFormatError with its sentence", async () => {
  const failed = expandInHelper(helper, "<html>Sign in</html>", FROM, TO, "America/Cayman");
  await expect(failed).rejects.toBeInstanceOf(CalendarFormatError);
  await expect(failed).rejects.toThrow("Not a calendar (iCalendar) file");
});
