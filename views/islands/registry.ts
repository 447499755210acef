import { AccountAdmins } from "./account-admins";
import { AccountPassword } from "./account-password";
import { AccountSessions } from "./account-sessions";
import { AccountTwoFactor } from "./account-two-factor";
import { ContactForm } from "./contact-form";
import { CookieBanner } from "./cookie-banner";
import { EraseForm } from "./erase-form";
import { ExpertiseMenu } from "./expertise-menu";
import { ItemOrder } from "./item-order";
import { LoginForm } from "./login-form";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { PostEditor } from "./post-editor";
import { PostList } from "./post-list";
import { SubmissionsList } from "./submissions-list";
import { Toaster } from "./toaster";
import { UnsavedGuard } from "./unsaved-guard";

/**
 * The one list of islands: the only code that runs in the browser. The key is the island's name and must
 * equal its file name in views/islands/ (scripts/build-assets.ts builds one client entry per key, so a
 * page loads only the islands it shows).
 */
export const islands = {
  "account-admins": AccountAdmins,
  "account-password": AccountPassword,
  "account-sessions": AccountSessions,
  "account-two-factor": AccountTwoFactor,
  "contact-form": ContactForm,
  "cookie-banner": CookieBanner,
  "erase-form": EraseForm,
  "expertise-menu": ExpertiseMenu,
  "login-form": LoginForm,
  "logout-button": LogoutButton,
  "mobile-menu": MobileMenu,
  "item-order": ItemOrder,
  "post-editor": PostEditor,
  "post-list": PostList,
  "submissions-list": SubmissionsList,
  toaster: Toaster,
  "unsaved-guard": UnsavedGuard,
};

export type IslandName = keyof typeof islands;
