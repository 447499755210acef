/**
 * The contact form's failure message and its two hidden fields, named once for the island and the server
 * (src/contact/spam.ts). Neither field is shown to people; both are how bots give themselves away.
 */

/** The honeypot: a realistic name, so form-filling bots fill it; people never see or reach it. */
export const HONEYPOT_FIELD = "website";

/** The signed time the form was rendered (src/contact/form-token.ts): sent back too soon, it is a bot. */
export const FORM_TOKEN_FIELD = "formStarted";

/** Where the visit showing the form came from (landing page, source, campaign), carried back as it came. */
export const VISIT_FIELD = "visit";

/**
 * What every failed contact send shows. Here rather than with the other toasts, so the contact page loads
 * nothing but what its form needs.
 */
export const CONTACT_FAILED = "Failed to send message. Please try again or call us directly.";

/** The success toast's title; the page after a send without JavaScript knows it by it too. */
export const CONTACT_SENT = "Message Sent";

/** The form's id: links that should land on the form itself point to /contact#contact-form. */
export const CONTACT_FORM_ID = "contact-form";

/**
 * What an accessibility report from the statement's form is filed under in the inbox (its "service"):
 * staff find every one by searching the inbox for it.
 */
export const ACCESSIBILITY_SERVICE = "Accessibility";

/** The statement's feedback form's id, and the success toast's title. */
export const ACCESSIBILITY_FORM_ID = "accessibility-feedback";
export const ACCESSIBILITY_SENT = "Report sent";
