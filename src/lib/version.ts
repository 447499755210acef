import packageJson from "../../package.json" with { type: "json" };

/**
 * This program's version (package.json's, bundled into the server and the executable at build): printed
 * by `firm-site --version`, logged at start, recorded in every backup.
 */
export const APP_VERSION: string = packageJson.version;
