/** A stored booking as staff and its e-mails see it. */
import type { BookingRow } from "../db";
import type { BookingView } from "../shared/booking-types";
import { isoAt, Tz } from "./slot-calendar";

const tz = new Tz("America/Cayman");
/** An instant as the wire carries it: ISO 8601 with the Cayman offset. */
export const caymanIso = (ms: number) => isoAt(tz, ms);

/** `hostName`: the lawyer's name when the booking is one lawyer's (null: the firm's calendar). */
export function viewOf(b: BookingRow, hostName: string | null = null): BookingView {
  return {
    id: b.id,
    typeId: b.typeId,
    typeName: b.typeName,
    practiceArea: b.practiceArea,
    start: caymanIso(b.start),
    end: caymanIso(b.end),
    status: b.status,
    outcome: b.outcome,
    name: b.name,
    email: b.email,
    phone: b.phone,
    parties: b.parties,
    answers: b.answers,
    message: b.message,
    origin: b.origin,
    createdAt: caymanIso(b.createdAt),
    holdExpiresAt: b.holdExpiresAt === null ? null : caymanIso(b.holdExpiresAt),
    decidedAt: b.decidedAt === null ? null : caymanIso(b.decidedAt),
    decidedBy: b.decidedBy,
    host: b.host,
    hostName: b.host ? hostName : null,
  };
}
