export { APP_VERSION } from "../lib/version";
