import type { ConflictMatch } from "../../../../src/booking";
import type { BookingView } from "../../../../src/shared/booking-types";
import { AdminPage } from "../../../layout/admin-page";
import { ButtonLink } from "../../../ui/button";
import { BookingCard } from "./booking-card";
import { BOOKINGS_PATH, meetingTime, STATUS_WORDS } from "./booking-words";

/** One booking on a screen of its own: where the firm's e-mail about a new request leads. */
export function BookingScreen({
  booking,
  conflicts,
  now,
}: {
  booking: BookingView;
  conflicts: ConflictMatch[];
  now: number;
}) {
  return (
    <AdminPage
      title={`${booking.typeName}: ${STATUS_WORDS[booking.status]}`}
      intro={`${meetingTime(booking.start, booking.end)} (Cayman time)`}
      actions={
        <ButtonLink href={BOOKINGS_PATH} variant="outline" size="sm">
          All bookings
        </ButtonLink>
      }
    >
      <BookingCard
        booking={booking}
        conflicts={conflicts}
        now={now}
        back={`${BOOKINGS_PATH}/${encodeURIComponent(booking.id)}`}
      />
    </AdminPage>
  );
}
