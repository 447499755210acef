/** What names an archive as one of ours, and its layout's version. */
export const FORMAT = "firm-site-backup";
/** Bumped when the layout changes in a way an older restore would misread. */
export const FORMAT_VERSION = 1;
