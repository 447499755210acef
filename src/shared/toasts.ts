import { type Counts, type CountWords, numbered, withIts } from "./erasure-words";

/** A short message in the corner of the screen: shown by the islands, or carried across a redirect. */
export interface ToastData {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/**
 * Every toast the site shows, success and failure alike, written once. The islands show them after a JSON
 * call; the server carries the same ones across a redirect for the no-JavaScript forms.
 */
export const TOASTS = {
  loggedOut: { title: "Logged out successfully" },
  loginFailed: { title: "Login Failed", description: "Invalid username or password", variant: "destructive" },
  postCreated: { title: "Post Created", description: "Your post has been published successfully" },
  postUpdated: { title: "Post Updated", description: "Your changes have been saved successfully" },
  postDeleted: { title: "Post Deleted", description: "The post has been removed successfully" },
  statusUpdated: { title: "Status Updated", description: "The submission status has been updated" },
  submissionDeleted: { title: "Submission Deleted", description: "The contact submission has been removed" },
  notificationQueued: {
    title: "Notification Queued",
    description: "The notification e-mail is being sent again.",
  },
  notSpam: { title: "Moved to Inbox", description: "The enquiry is no longer marked as spam." },
  notSpamNotified: {
    title: "Moved to Inbox",
    description: "The enquiry is no longer marked as spam; its notification e-mail is being sent.",
  },
  noteAdded: { title: "Note Added", description: "The note has been saved with the enquiry." },
  noteDeleted: { title: "Note Deleted", description: "The note has been removed." },
  contentSaved: {
    title: "Draft Saved",
    description: "Your changes are saved as a draft; the site has not changed.",
  },
  contentPublished: { title: "Published", description: "The change is live on the site." },
  contentDiscarded: { title: "Draft Discarded", description: "The published version stays as it was." },
  contentUnscheduled: { title: "Schedule Cancelled", description: "The change is a draft again." },
  contentRestored: {
    title: "Revision Restored",
    description: "It is now the draft: publish it to make it live.",
  },
  personAdded: {
    title: "Person Added",
    description: "Fill in their details and publish to show them on the site.",
  },
  personRemoved: {
    title: "Person Removed",
    description: "They are no longer on the site; their revisions are kept.",
  },
  peopleOrdered: { title: "Order Saved", description: "The people appear in this order on the site." },
  areaAdded: {
    title: "Practice Area Added",
    description: "Fill in its texts and publish to put it on the site.",
  },
  areaRetired: {
    title: "Practice Area Retired",
    description:
      "It has left the site; its old address leads to /services. Bring it back from its revisions.",
  },
  areasOrdered: {
    title: "Order Saved",
    description: "The practice areas appear in this order everywhere on the site.",
  },
} as const satisfies Record<string, ToastData>;

/** "Erase by e-mail address" done (the address itself is not repeated), in the words of each kind erased. */
export const erasedToast = (words: readonly CountWords[], counts: Counts): ToastData => ({
  title: "Enquiries Erased",
  description: `${numbered(words, counts)} from that address were deleted permanently${withIts(words, counts)}.`,
});

/** "Empty spam" done. */
export const spamEmptiedToast = (count: number): ToastData => ({
  title: "Spam Emptied",
  description: `${count} spam ${count === 1 ? "enquiry was" : "enquiries were"} deleted.`,
});

/** The answer to "Send test e-mail". */
export const testMailToast = (
  result: { ok: true; recipients: readonly string[] } | { ok: false; error: string },
): ToastData =>
  result.ok
    ? {
        title: "Test E-mail Sent",
        description: `Sent to ${result.recipients.join(", ")}. Check that it arrived.`,
      }
    : { title: "Test E-mail Failed", description: result.error, variant: "destructive" };
