import m001 from "./001-initial.sql" with { type: "text" };

/** Numbered migrations, applied in order; imported as text so the single executable embeds them. */
export const migrations: { version: number; name: string; sql: string }[] = [
  { version: 1, name: "001-initial", sql: m001 },
];
