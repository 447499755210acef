/**
 * A pasted calendar address: what staff are told before anything is read, and how the secret address is
 * shown back (never whole).
 */
import { describe, expect, test } from "bun:test";
import { isPublicAddress } from "./addresses";
import { calendarAddressProblem, maskCalendarAddress } from "./index";

const OUTLOOK =
  "https://outlook.office365.com/owa/calendar/1a2b3c4d5e6f@firm.ky/9f8e7d6c5b4a3928171615141312/reachcalendar.ics";
const GOOGLE =
  "https://calendar.google.com/calendar/ical/jane%40firm.ky/private-0123456789abcdef0123456789abcdef/basic.ics";

describe("calendarAddressProblem", () => {
  test("Outlook's and Google's published addresses are accepted, and webcal:// as https", () => {
    expect(calendarAddressProblem(OUTLOOK, [])).toBeNull();
    expect(calendarAddressProblem(GOOGLE, [])).toBeNull();
    expect(calendarAddressProblem(`  ${GOOGLE.replace("https://", "webcal://")}  `, [])).toBeNull();
  });

  test("anything but https is refused with what to paste instead", () => {
    for (const url of ["http://calendar.example.com/x.ics", "ftp://example.com/x.ics", "file:///etc/passwd"])
      expect(calendarAddressProblem(url, [])).toContain("https://");
  });

  test("an empty or garbled address says what to paste", () => {
    expect(calendarAddressProblem("", [])).toContain("Paste");
    expect(calendarAddressProblem("my calendar", [])).toContain("not a web address");
  });

  test("private addresses written in the address are refused; CALENDAR_ALLOW_HOSTS lets its exact host:port through, over http too", () => {
    const privateOnes = [
      "https://127.0.0.1/cal.ics",
      "https://10.0.0.5/cal.ics",
      "https://[::1]/cal.ics",
      "https://[::ffff:192.168.1.1]/cal.ics",
      "https://169.254.169.254/latest/meta-data",
      "https://localhost/cal.ics",
      "https://exchange.office.local/cal.ics",
      "https://calendar/cal.ics",
    ];
    for (const url of privateOnes) expect(calendarAddressProblem(url, [])).toContain("private network");
    expect(
      calendarAddressProblem("http://cal.office.internal:8080/x.ics", ["cal.office.internal:8080"]),
    ).toBeNull();
    expect(calendarAddressProblem("https://10.0.0.5/cal.ics", ["10.0.0.5:443"])).toBeNull();
    expect(calendarAddressProblem("https://10.0.0.5:8443/cal.ics", ["10.0.0.5:443"])).toContain(
      "private network",
    );
  });
});

describe("maskCalendarAddress", () => {
  test("shows the host and the last 4 characters, never the secret part", () => {
    expect(maskCalendarAddress(OUTLOOK)).toBe("outlook.office365.com/….ics");
    const google = maskCalendarAddress(GOOGLE);
    expect(google).toBe("calendar.google.com/….ics");
    expect(google).not.toContain("private-0123");
    expect(maskCalendarAddress("https://user:secret@cal.example.com:8443/feed?token=abcdefgh12345678")).toBe(
      "cal.example.com:8443/…5678",
    );
    expect(maskCalendarAddress("not an address at all")).toBe("…");
  });
});

describe("isPublicAddress", () => {
  test("every refused range, IPv4 inside IPv6 judged as the IPv4 it carries", () => {
    const refused = [
      "0.1.2.3",
      "10.0.0.1",
      "100.64.0.1",
      "100.127.255.254",
      "127.0.0.1",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.8",
      "192.168.1.1",
      "198.18.0.1",
      "198.19.255.1",
      "224.0.0.1",
      "240.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fc00::1",
      "fdff::1",
      "fe80::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::192.168.0.1",
      "64:ff9b::a9fe:a9fe",
      "2001:db8::1",
      "not-an-ip",
    ];
    for (const ip of refused) expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
    const allowed = [
      "8.8.8.8",
      "100.128.0.1",
      "172.32.0.1",
      "198.20.0.1",
      "93.184.216.34",
      "2606:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::8.8.8.8",
    ];
    for (const ip of allowed) expect([ip, isPublicAddress(ip)]).toEqual([ip, true]);
  });
});
