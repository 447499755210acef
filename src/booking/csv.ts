/** Bookings as a spreadsheet: one row per booking, times in Cayman time, the inbox's safe cells. */
import type { BookingRow } from "../db";
import { csvRow } from "../inbox";
import { viewOf } from "./views";

const HEADER = [
  "Requested at",
  "Start",
  "End",
  "Appointment",
  "Practice area",
  "Lawyer",
  "Status",
  "Outcome",
  "Name",
  "E-mail",
  "Phone",
  "Other parties",
  "Answers",
  "Description",
  "Landing page",
  "Source",
  "Medium",
  "Campaign",
  "Decided by",
];

/** `hostNames`: the lawyers' names by id (a booking of the firm's own calendar has none). */
export async function* bookingsCsv(
  rows: AsyncIterable<BookingRow>,
  hostNames: () => Promise<Map<string, string>>,
): AsyncGenerator<string> {
  yield csvRow(HEADER);
  const names = await hostNames();
  for await (const row of rows) {
    const b = viewOf(row, names.get(row.host) ?? null);
    yield csvRow([
      b.createdAt,
      b.start,
      b.end,
      b.typeName,
      b.practiceArea ?? "",
      b.hostName ?? "",
      b.status,
      b.outcome ?? "",
      b.name,
      b.email,
      b.phone,
      b.parties.join("; "),
      b.answers.map((a) => `${a.question}: ${a.answer}`).join("; "),
      b.message,
      b.origin.landingPage ?? "",
      b.origin.source ?? "",
      b.origin.medium ?? "",
      b.origin.campaign ?? "",
      b.decidedBy ?? "",
    ]);
  }
}
