import type { ToastData } from "../views/islands/lib/toast";
import type { Config } from "./config";
import type { Repos } from "./db";
import type { SiteInfo } from "./lib/site";

export interface SessionInfo {
  id: string;
  userId: string;
  username: string;
}

/** Everything createApp needs; tests pass an in-memory database and their own config. */
export interface AppDeps {
  config: Config;
  repos: Repos;
  /** Clock, so throttles and sessions can be tested without waiting. */
  now?: () => number;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    site: SiteInfo;
    requestId: string;
    clientIp: string;
    session: SessionInfo | undefined;
    flash: ToastData | undefined;
  };
};
