// Placeholder door until the capability's own lands (bk-core): the interface only.
export type * from "./types";
