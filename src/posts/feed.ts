/**
 * The articles feed: Atom 1.0 (RFC 4287). Every URL absolute, every text escaped; ids are the
 * posts' UUIDs as URNs, so a renamed post stays the same entry for feed readers.
 */
export interface FeedEntry {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  serviceAreaLabel: string;
}

const xml = (s: string) =>
  s
    // Characters XML 1.0 forbids never reach the document.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly these is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

export function atomFeed(feed: {
  origin: string;
  /** This feed's own path and query (rel="self"). */
  selfPath: string;
  /** The page the feed mirrors (rel="alternate"). */
  htmlPath: string;
  title: string;
  subtitle: string;
  author: string;
  entries: FeedEntry[];
}): string {
  const { origin } = feed;
  // No entries: the feed has not changed since the epoch, which keeps it stable for caches.
  const updated = feed.entries[0]?.publishedAt ?? new Date(0).toISOString();
  const entries = feed.entries
    .map((e) => {
      const url = `${origin}/blog/${encodeURIComponent(e.slug)}`;
      return `  <entry>
    <id>urn:uuid:${xml(e.id)}</id>
    <title>${xml(e.title)}</title>
    <link rel="alternate" type="text/html" href="${xml(url)}"/>
    <published>${e.publishedAt}</published>
    <updated>${e.publishedAt}</updated>
    <category term="${xml(e.serviceAreaLabel)}"/>
    <summary type="text">${xml(e.excerpt)}</summary>
  </entry>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <id>${xml(`${origin}${feed.selfPath}`)}</id>
  <title>${xml(feed.title)}</title>
  <subtitle>${xml(feed.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${xml(`${origin}${feed.selfPath}`)}"/>
  <link rel="alternate" type="text/html" href="${xml(`${origin}${feed.htmlPath}`)}"/>
  <updated>${updated}</updated>
  <author><name>${xml(feed.author)}</name></author>
${entries}
</feed>
`;
}
