/**
 * The site as it was on any date: its content and posts live at an instant, every public page rendered
 * from them by the site's own routes and views, one downloadable archive with a SHA-256 manifest, and
 * what changed between two dates word by word. The only door to src/archive.
 */
export { changesBetween, type SiteChange } from "./changes";
export { MONTHLY_ARCHIVE_JOB, monthlyArchiveJob, monthlyArchiveName } from "./monthly";
export { type ArchiveManifest, imagesIn, type ManifestFile, packSite, type SiteArchive } from "./pack";
export { type PastPage, pageFile, pagesAt, pathsAt, type RenderPast } from "./pages";
export { type ArchiveDeps, type PastSite, siteAt } from "./site-at";
