import packageJson from "../../package.json" with { type: "json" };

/** This program's version, recorded in every backup it writes. */
export const APP_VERSION: string = packageJson.version;
