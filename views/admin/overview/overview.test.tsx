/**
 * The Overview page as HTML, from made-up figures (tests/support/overview-figures.ts): its sections, the
 * sentences that sum each one up, the tables against the figures, the downloads, the charts' names, the
 * empty states of a fresh install and the weight of a year's figures.
 */
import { describe, expect, test } from "bun:test";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { OVERVIEW_TABLES, type OverviewFigures } from "../../../src/stats";
import { emptyOverview, overviewFixture } from "../../../tests/support/overview-figures";
import { tableDay, thousands } from "./charts/format";
import { countChange, durationChange, NEW_ENQUIRIES_URL, OverviewPage } from "./overview";

function render(figures: OverviewFigures, generatedAt?: string) {
  const html = renderToString(<OverviewPage figures={figures} generatedAt={generatedAt} />);
  const { document } = new JSDOM(`<!doctype html><html lang="en"><body>${html}</body></html>`).window;
  return { html, document };
}

const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The section named by this h2, and its parts. */
function section(document: Document, title: string) {
  const heading = [...document.querySelectorAll("h2")].find((h) => text(h) === title);
  if (!heading) throw new Error(`no section "${title}"`);
  const el = document.querySelector(`section[aria-labelledby="${heading.id}"]`);
  if (!el) throw new Error(`section "${title}" is not labelled by its heading`);
  return {
    el,
    summary: text(el.querySelector("[data-summary]")),
    /** Each body row's cells (the row header first), as text. */
    rows: [...el.querySelectorAll("table tbody tr")].map((tr) => [...tr.children].map((c) => text(c))),
    csv: el.querySelector('a[href*=".csv"]')?.getAttribute("href"),
    svg: el.querySelector('svg[role="img"]'),
  };
}

const SECTIONS = [
  "Visitors and page views per day",
  "Top pages",
  "Top sources",
  "Campaigns",
  "Enquiries per week by practice area",
  "Enquiries per week by source",
  "Bookings per week by practice area",
  "Bookings per week by source",
  "Consultation outcomes",
  "Practice pages: enquiries per 100 visitors",
  "Time to first answer per week",
];

describe("Overview for 30 days", () => {
  const f = overviewFixture("30d");
  const { html, document } = render(f, "2026-03-31T17:05:00Z");

  test("one h1, then an h2 for the headline figures and for each section, in order", () => {
    expect([...document.querySelectorAll("h1")].map(text)).toEqual(["Overview"]);
    expect([...document.querySelectorAll("h2")].map(text)).toEqual(["At a glance", ...SECTIONS]);
    expect(document.querySelectorAll("h3, h4").length).toBe(0);
    for (const title of SECTIONS) expect(section(document, title).el).toBeTruthy();
  });

  test("the period, the one before and when the figures were counted", () => {
    expect(html).toContain(
      "Last 30 days: March 2 – 31, 2026, compared with January 31 – March 1, 2026. Counted March 31, 2026 at 12:05 PM (Cayman time).",
    );
  });

  test("the period switcher links the four periods and marks the current one", () => {
    const nav = document.querySelector('nav[aria-label="Period"]')!;
    const links = [...nav.querySelectorAll("a")].map((a) => [
      text(a),
      a.getAttribute("href"),
      a.getAttribute("aria-current"),
    ]);
    expect(links).toEqual([
      ["Last 7 days", "/admin/overview?period=7d", null],
      ["Last 30 days", "/admin/overview?period=30d", "page"],
      ["Last 90 days", "/admin/overview?period=90d", null],
      ["Last 12 months", "/admin/overview?period=12m", null],
    ]);
  });

  test("headline figures with their change on the previous period", () => {
    const cards = [...document.querySelectorAll("dl > div")].map((d) =>
      [...d.querySelectorAll("dt, dd")].map((x) => text(x)),
    );
    expect(cards).toEqual([
      ["Visitors", "845", "+69% on the previous 30 days (500)"],
      ["Page views", "1,753", "New: none in the previous 30 days"],
      ["Enquiries", "22", "Same as the previous 30 days"],
      [
        "Median time to first answer",
        "5.5 hours",
        "1 day 1 hour faster than the previous 30 days (1 day 6 hours)",
      ],
      ["Enquiries waiting now", "3", "1 has waited longer than one business day.", "Open new enquiries"],
    ]);
    expect(f.totals.visitors).toBe(845);
    const inbox = [...document.querySelectorAll("a")].find((a) => text(a) === "Open new enquiries");
    expect(inbox?.getAttribute("href")).toBe(NEW_ENQUIRIES_URL);
    expect(NEW_ENQUIRIES_URL).toBe("/admin/contact-submissions?status=new");
  });

  test("visits: the summary in words and a row per day", () => {
    const s = section(document, "Visitors and page views per day");
    expect(s.summary).toBe(
      "845 visitors viewed 1,753 pages. The busiest day was Thursday, March 12, with 98 visitors and 210 page views.",
    );
    expect(s.rows.length).toBe(30);
    expect(s.rows).toEqual(f.visits.map((d) => [tableDay(d.day), thousands(d.visitors), thousands(d.views)]));
    expect(s.rows[10]).toEqual(["Thu, Mar 12, 2026", "98", "210"]);
  });

  test("top pages: summary and rows", () => {
    const s = section(document, "Top pages");
    expect(s.summary).toBe(
      "The most viewed page was /, with 400 views (23% of all page views) by 300 visitors. Visits that landed on /services/immigration led to the most enquiries: 5.",
    );
    expect(s.rows).toEqual(f.pages.map((p) => [p.path, `${p.views}`, `${p.visitors}`, `${p.enquiries}`]));
  });

  test("top sources: summary and rows", () => {
    const s = section(document, "Top sources");
    expect(s.summary).toBe(
      "Most visitors came from Google (search): 320 of 845 (38%). Direct brought the most enquiries: 6.",
    );
    expect(s.rows).toEqual([
      ["Google", "search", "320", "4"],
      ["direct", "direct", "210", "6"],
      ["LinkedIn", "social", "40", "0"],
    ]);
  });

  test("how a visit's source is decided is said beside the sources", () => {
    const rules = text(section(document, "Top sources").el.querySelector("[data-source-rules]"));
    expect(rules).toStartWith("How a visit's source is decided");
    for (const words of [
      "campaign tags",
      "a search engine is “search”",
      "is “Direct”",
      "A visitor counts once a day, under the source of their first page that day",
      "comes back the same day from elsewhere",
    ])
      expect(rules).toContain(words);
  });

  test("campaigns: summary, how long they are told apart, and rows", () => {
    const s = section(document, "Campaigns");
    expect(s.summary).toBe(
      "89 visitors came through the tagged links of 2 campaigns; the most through spring-update (newsletter, email): 64. spring-update (newsletter, email) brought the most enquiries: 3. A visitor counts once a day per campaign, also one who had already visited that day. Campaigns are told apart for 90 days; older visits count under their source only.",
    );
    expect(s.rows).toEqual([
      ["spring-update", "newsletter", "email", "64", "3"],
      ["work-permits", "linkedin", "social", "25", "0"],
    ]);
    expect(s.csv).toBe("/admin/overview/campaigns.csv?period=30d");
  });

  test("enquiries by practice area and by source: summaries, a row per week with a total", () => {
    const area = section(document, "Enquiries per week by practice area");
    expect(area.summary).toBe(
      "22 enquiries in 5 weeks; the most were about Real Estate & Property Law (9). The busiest week began March 2, with 6 enquiries.",
    );
    expect(area.el.querySelectorAll("thead th").length).toBe(5);
    expect([...area.el.querySelectorAll("thead th")].map(text)).toEqual([
      "Week of",
      "Immigration Services",
      "Corporate Services",
      "Real Estate & Property Law",
      "Total",
    ]);
    expect(area.rows).toEqual([
      ["Mar 2, 2026", "1", "2", "3", "6"],
      ["Mar 9, 2026", "2", "0", "2", "4"],
      ["Mar 16, 2026", "3", "2", "1", "6"],
      ["Mar 23, 2026", "0", "0", "0", "0"],
      ["Mar 30, 2026", "1", "2", "3", "6"],
    ]);
    // The legend names the drawn series, each with its swatch.
    expect([...area.el.querySelectorAll("ul li")].map(text)).toEqual([
      "Immigration Services",
      "Corporate Services",
      "Real Estate & Property Law",
    ]);
    const source = section(document, "Enquiries per week by source");
    expect(source.summary).toBe(
      "15 enquiries in 5 weeks; the most came from Direct (9). The busiest week began March 2, with 5 enquiries.",
    );
    expect(source.rows.map((r) => r.at(-1))).toEqual(["5", "2", "3", "0", "5"]);
  });

  test("bookings per week by area and by source, next to the enquiries, with their tables", () => {
    const area = section(document, "Bookings per week by practice area");
    expect(area.summary).toBe(
      "3 bookings in 5 weeks; the most were about Immigration Services (2). The busiest week began March 2, with 2 bookings.",
    );
    expect(area.rows).toEqual([
      ["Mar 2, 2026", "2", "0", "2"],
      ["Mar 9, 2026", "0", "1", "1"],
      ["Mar 16, 2026", "0", "0", "0"],
      ["Mar 23, 2026", "0", "0", "0"],
      ["Mar 30, 2026", "0", "0", "0"],
    ]);
    expect([...area.el.querySelectorAll("thead th")].map(text)).toEqual([
      "Week of",
      "Immigration Services",
      "Any area",
      "Total",
    ]);
    const source = section(document, "Bookings per week by source");
    expect(source.summary).toBe(
      "3 bookings in 5 weeks; the most came from Google (3). The busiest week began March 9, with 2 bookings.",
    );
  });

  test("consultation outcomes: attended, no-show, cancelled, not recorded", () => {
    const s = section(document, "Consultation outcomes");
    expect(s.summary).toBe(
      "9 consultations due: 5 attended, 1 no-show, 2 cancelled, and 1 with no outcome recorded yet. 83% of those expected came.",
    );
    expect(s.rows).toEqual([
      ["Attended", "5"],
      ["No-show", "1"],
      ["Cancelled", "2"],
      ["Not recorded yet", "1"],
    ]);
  });

  test("practice pages: rates per 100 visitors, none without visitors", () => {
    const s = section(document, "Practice pages: enquiries per 100 visitors");
    expect(s.summary).toBe(
      "Practice pages had 270 visitors, and 7 enquiries were about their areas: 2.6 per 100 visitors. Immigration Services did best, with 2.8 per 100 (5 enquiries from 180 visitors).",
    );
    expect(s.rows).toEqual([
      ["Immigration Services /services/immigration", "180", "5", "2.8"],
      ["Corporate Services /services/corporate-services", "90", "1", "1.1"],
      ["Real Estate & Property Law /services/real-estate", "0", "1", "–"],
    ]);
  });

  test("time to first answer: summary, rows, weeks without answers", () => {
    const s = section(document, "Time to first answer per week");
    expect(s.summary).toBe(
      "Of 22 enquiries received, 21 were answered; half of them within 5.5 hours (the median). The slowest week began March 30, with a median of 22 hours.",
    );
    expect(s.rows).toEqual([
      ["Mar 2, 2026", "6", "6", "2 hours"],
      ["Mar 9, 2026", "4", "3", "7 hours"],
      ["Mar 16, 2026", "6", "6", "12 hours"],
      ["Mar 23, 2026", "0", "0", "–"],
      ["Mar 30, 2026", "6", "6", "22 hours"],
    ]);
  });

  test("every section has a CSV download for this period", () => {
    const csv = SECTIONS.map((t) => section(document, t).csv);
    expect(csv).toEqual(OVERVIEW_TABLES.map((t) => `/admin/overview/${t}.csv?period=30d`));
    // Each link says which table it downloads.
    expect(text(section(document, "Top pages").el.querySelector('a[href*=".csv"]'))).toBe(
      "Download CSV: Top pages",
    );
  });

  test("every table has a caption, column headers and row headers", () => {
    const tables = [...document.querySelectorAll("table")];
    expect(tables.length).toBe(11);
    for (const t of tables) {
      expect(text(t.querySelector("caption")).length).toBeGreaterThan(5);
      expect(t.querySelectorAll('thead th[scope="col"]').length).toBeGreaterThan(1);
      expect(t.querySelectorAll('tbody th[scope="row"]').length).toBe(t.querySelectorAll("tbody tr").length);
      // The box that scrolls it is named by the caption and reachable by keyboard.
      const box = t.parentElement!;
      expect(box.getAttribute("tabindex")).toBe("0");
      expect(box.getAttribute("aria-labelledby")).toBe(t.querySelector("caption")!.id);
    }
  });

  test("every chart is an image with a title and a description", () => {
    const svgs = [...document.querySelectorAll("svg")].filter(
      (s) => s.getAttribute("aria-hidden") !== "true",
    );
    expect(svgs.length).toBe(11);
    for (const svg of svgs) {
      expect(svg.getAttribute("role")).toBe("img");
      const title = document.getElementById(svg.getAttribute("aria-labelledby")!);
      const desc = document.getElementById(svg.getAttribute("aria-describedby")!);
      expect(title?.tagName.toLowerCase()).toBe("title");
      expect(title?.parentNode === svg).toBe(true);
      expect(text(title).length).toBeGreaterThan(5);
      expect(desc?.tagName.toLowerCase()).toBe("desc");
      expect(text(desc).length).toBeGreaterThan(20);
      expect(svg.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    }
    // Ids are unique.
    const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("the daily chart draws each series as one path, with a few labelled days", () => {
    const svg = section(document, "Visitors and page views per day").svg!;
    expect(svg.querySelectorAll("path").length).toBe(3); // visitors' area and line, page views' line
    expect(svg.querySelectorAll("circle").length).toBe(0);
    const labels = [...svg.querySelectorAll("text")].map(text);
    expect(labels).toEqual(expect.arrayContaining(["Mar 2", "Mar 9", "Mar 16", "Mar 23", "Mar 30"]));
    expect(labels).toContain("0");
  });

  test("no NaN, Infinity or undefined anywhere, and no script", () => {
    expect(html).not.toMatch(/NaN|Infinity|undefined|null/);
    expect(html).not.toContain("<script");
  });
});

describe("Overview of a fresh install (all zeros)", () => {
  const f = emptyOverview("30d");
  const { html, document } = render(f);

  test("every section says there is nothing yet, with no chart and no table", () => {
    expect(SECTIONS.map((t) => section(document, t).summary)).toEqual([
      "No visits counted in this period yet.",
      "No page views counted in this period yet.",
      "No visits counted in this period yet.",
      "No visit came through a campaign's tagged link in this period yet. A visitor counts once a day per campaign, also one who had already visited that day. Campaigns are told apart for 90 days; older visits count under their source only.",
      "No enquiries received in this period yet.",
      "No enquiries received in this period yet.",
      "No consultations booked in this period yet.",
      "No consultations booked in this period yet.",
      "No consultations were due in this period.",
      "No visits to practice pages counted in this period yet.",
      "No enquiries received in this period yet.",
    ]);
    expect(document.querySelectorAll('svg[role="img"]').length).toBe(0);
    expect(document.querySelectorAll("table").length).toBe(0);
    expect(SECTIONS.map((t) => section(document, t).csv)).toEqual(
      OVERVIEW_TABLES.map((t) => `/admin/overview/${t}.csv?period=30d`),
    );
  });

  test("headline figures read as nothing yet", () => {
    const cards = [...document.querySelectorAll("dl > div")].map((d) =>
      [...d.querySelectorAll("dt, dd")].map((x) => text(x)),
    );
    expect(cards).toEqual([
      ["Visitors", "0", "None in the previous 30 days either"],
      ["Page views", "0", "None in the previous 30 days either"],
      ["Enquiries", "0", "None in the previous 30 days either"],
      ["Median time to first answer", "None yet", "No enquiry answered yet"],
      ["Enquiries waiting now", "0", "No enquiry is waiting for an answer.", "Open new enquiries"],
    ]);
  });

  test("no NaN, Infinity or undefined", () => {
    expect(html).not.toMatch(/NaN|Infinity|undefined|null/);
  });

  test("enquiries received but none answered yet", () => {
    const g = emptyOverview("7d");
    g.firstAnswer = g.firstAnswer.map((w, i) => (i === 0 ? { ...w, received: 2 } : w));
    const s = section(render(g).document, "Time to first answer per week");
    expect(s.summary).toBe("2 enquiries received; none answered yet.");
    expect(s.svg).toBeNull();
    expect(s.rows[0]).toEqual([expect.any(String), "2", "0", "not answered yet"]);
  });
});

describe("Overview for 12 months", () => {
  const f = overviewFixture("12m");
  const { html, document } = render(f);

  test("a year of days stays light: one path per series, sparse ticks, under 150 KB", () => {
    expect(f.visits.length).toBe(365);
    expect(f.weeks.length).toBe(53);
    expect(html.length).toBeLessThan(150_000);
    const visits = section(document, "Visitors and page views per day");
    expect(visits.rows.length).toBe(365);
    expect(visits.svg!.querySelectorAll("path").length).toBe(3);
    expect(visits.svg!.querySelectorAll("circle").length).toBe(0);
    // Month names on the axis, the year under the first and under January.
    const ticks = [...visits.svg!.querySelectorAll("text")].filter((t) => /^[A-Z][a-z]{2}/.test(text(t)));
    expect(ticks.map(text)).toEqual([
      "Apr2025",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
      "Jan2026",
      "Feb",
      "Mar",
    ]);
    const weekly = section(document, "Enquiries per week by practice area");
    expect(weekly.rows.length).toBe(53);
    const weekTicks = [...weekly.svg!.querySelectorAll("text")].filter((t) => /^[A-Z]/.test(text(t)));
    expect(weekTicks.length).toBeLessThanOrEqual(13);
    expect(html).not.toMatch(/NaN|Infinity|undefined|null/);
  });

  test("the change is said against the previous 12 months", () => {
    expect(html).toContain("on the previous 12 months");
  });
});

test("7 days: every day labelled and marked with a dot", () => {
  const { document } = render(overviewFixture("7d"));
  const svg = section(document, "Visitors and page views per day").svg!;
  expect(svg.querySelectorAll("circle").length).toBe(14);
  expect([...svg.querySelectorAll("text")].map(text)).toEqual(
    expect.arrayContaining(["Mar 25", "Mar 26", "Mar 27", "Mar 28", "Mar 29", "Mar 30", "Mar 31"]),
  );
});

describe("changes on the previous period", () => {
  test("counts", () => {
    expect(countChange(112, 100, "30d")).toBe("+12% on the previous 30 days (100)");
    expect(countChange(88, 100, "7d")).toBe("−12% on the previous 7 days (100)");
    expect(countChange(1001, 1000, "90d")).toBe("+<1% on the previous 90 days (1,000)");
    expect(countChange(5, 0, "12m")).toBe("New: none in the previous 12 months");
    expect(countChange(0, 0, "30d")).toBe("None in the previous 30 days either");
    expect(countChange(0, 4, "30d")).toBe("−100% on the previous 30 days (4)");
    expect(countChange(Number.NaN, 4, "30d")).toBe("−100% on the previous 30 days (4)");
  });

  test("durations", () => {
    expect(durationChange(4, 6, "30d")).toBe("2 hours faster than the previous 30 days (6 hours)");
    expect(durationChange(30, 6, "30d")).toBe("1 day slower than the previous 30 days (6 hours)");
    expect(durationChange(6, 6, "30d")).toBe("Same as the previous 30 days");
    expect(durationChange(null, 6, "7d")).toBe("No enquiry answered yet; 6 hours in the previous 7 days");
    expect(durationChange(3, null, "7d")).toBe("None answered in the previous 7 days to compare");
    expect(durationChange(null, null, "7d")).toBe("No enquiry answered yet");
  });
});

describe("requests counted during a flood", () => {
  test("are said apart from visitors and page views, and only when there were any", () => {
    const f = overviewFixture("30d");
    const flooded = { ...f, totals: { ...f.totals, unsorted: 12_345 } };
    expect(section(render(flooded).document, "Visitors and page views per day").summary).toBe(
      "845 visitors viewed 1,753 pages. The busiest day was Thursday, March 12, with 98 visitors and 210 page views. Another 12,345 requests came in floods too fast to tell people from automated traffic; they are not counted as visitors or page views.",
    );
    expect(section(render(f).document, "Visitors and page views per day").summary).not.toContain("flood");
  }, 30_000);
});
