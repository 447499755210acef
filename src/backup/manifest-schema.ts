/** The shape of manifest.json (src/backup/manifest.ts), loaded only when an archive is read. */
import { z } from "zod";
import { FORMAT } from "./format";

const count = z.number().int().min(0);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string().min(1),
  schemaVersion: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  /** The format of site.db in the archive: always a SQLite file, whatever the site ran on. */
  database: z.literal("sqlite"),
  /** What the site ran on when the backup was taken (absent in backups made before PostgreSQL support). */
  source: z.object({ database: z.enum(["sqlite", "postgres"]), uploads: z.enum(["local", "s3"]) }).optional(),
  counts: z.object({ posts: count, submissions: count, users: count, uploads: count }),
  files: z.array(z.object({ path: z.string().min(1), size: count, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest["files"][number];
