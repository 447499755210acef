import type { ToastData } from "./toast";

/**
 * The toasts of SPEC §4 and §8, written once. The islands show them after a JSON call; the server carries
 * the same ones across a redirect for the no-JavaScript forms.
 */
export const TOASTS = {
  loggedOut: { title: "Logged out successfully" },
  loginFailed: { title: "Login Failed", description: "Invalid username or password", variant: "destructive" },
  postCreated: { title: "Post Created", description: "Your post has been published successfully" },
  postUpdated: { title: "Post Updated", description: "Your changes have been saved successfully" },
  postDeleted: { title: "Post Deleted", description: "The post has been removed successfully" },
  statusUpdated: { title: "Status Updated", description: "The submission status has been updated" },
  submissionDeleted: { title: "Submission Deleted", description: "The contact submission has been removed" },
} as const satisfies Record<string, ToastData>;

/** SPEC §8: what every failed contact send shows. */
export const CONTACT_FAILED = "Failed to send message. Please try again or call us directly.";
