/** The Overview's campaigns (visits through tagged links) and how a visit's source is decided. */
import type { OverviewFigures } from "../../../src/stats";
import { BarList } from "./charts/bar-list";
import { finite, plural, thousands } from "./charts/format";
import { DataTable, Panel } from "./panel";

/** How the site decides where a visit came from, in the firm's words: shown beside the sources. */
export function SourceRules() {
  return (
    <div
      className="mt-4 max-w-3xl rounded-lg bg-sand-50 px-4 py-3 text-sm text-slate-700"
      data-source-rules=""
    >
      <p className="font-semibold text-navy-900">How a visit's source is decided</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>
          A link with campaign tags (utm_source, utm_medium and utm_campaign in its address, as newsletters
          and advertisements add them) names its own source, medium and campaign.
        </li>
        <li>
          Otherwise the site the visitor came from decides: a search engine is “search”, a social network
          “social”, a webmail service “email”, any other site “referral”.
        </li>
        <li>
          A visit with nothing before it (an address typed in, a bookmark, a link in a document or an app) is
          “Direct”.
        </li>
        <li>
          A visitor counts once a day, under the source of their first page that day. One who comes back the
          same day from elsewhere (a search, a tagged link) starts a new visit, and an enquiry they then send
          is credited to that visit; coming back by typing the address changes nothing.
        </li>
      </ul>
    </div>
  );
}

/** "spring-update (newsletter, email)": a campaign with where its link was. */
const campaignName = (c: { campaign: string; source: string; medium: string }) =>
  `${c.campaign} (${c.source}, ${c.medium})`;

export function Campaigns({ figures }: { figures: OverviewFigures }) {
  const { campaigns, campaignDays, period } = figures;
  const id = "campaigns";
  const title = "Campaigns";
  const kept = `A visitor counts once a day per campaign, also one who had already visited that day. Campaigns are told apart for ${plural(campaignDays, "day")}; older visits count under their source only.`;
  if (!campaigns.some((c) => finite(c.visitors) > 0 || finite(c.enquiries) > 0))
    return (
      <Panel
        id={id}
        title={title}
        table="campaigns"
        period={period}
        summary={`No visit came through a campaign's tagged link in this period yet. ${kept}`}
      />
    );
  const visitors = campaigns.reduce((n, c) => n + finite(c.visitors), 0);
  const top = campaigns[0]!;
  const mostEnquiries = campaigns.reduce((best, c) =>
    finite(c.enquiries) > finite(best.enquiries) ? c : best,
  );
  const summary = [
    `${plural(visitors, "visitor")} came through the tagged links of ${plural(campaigns.length, "campaign")}; the most through ${campaignName(top)}: ${thousands(top.visitors)}.`,
    finite(mostEnquiries.enquiries) > 0
      ? `${campaignName(mostEnquiries)} brought the most enquiries: ${thousands(mostEnquiries.enquiries)}.`
      : "No campaign visit has led to an enquiry yet.",
    kept,
  ].join(" ");
  return (
    <Panel id={id} title={title} table="campaigns" period={period} summary={summary}>
      <BarList
        id={`${id}-chart`}
        title={`${title} by visitors`}
        description={`The ${plural(campaigns.length, "campaign")} whose links brought the most visitors, most first; each bar is a campaign's visitors. The table below also has enquiries.`}
        items={campaigns.map((c) => ({
          key: `${c.campaign}|${c.source}|${c.medium}`,
          label: c.campaign,
          sub: `${c.source}, ${c.medium}`,
          value: c.visitors,
          valueLabel: thousands(c.visitors),
        }))}
      />
      <DataTable
        id={`${id}-table`}
        caption={`${title}: visitors and enquiries by the campaign a visit came through`}
        columns={[
          { label: "Campaign" },
          { label: "Source" },
          { label: "Medium" },
          { label: "Visitors", numeric: true },
          { label: "Enquiries", numeric: true },
        ]}
        rows={campaigns.map((c) => ({
          key: `${c.campaign}|${c.source}|${c.medium}`,
          cells: [c.campaign, c.source, c.medium, thousands(c.visitors), thousands(c.enquiries)],
        }))}
      />
    </Panel>
  );
}
