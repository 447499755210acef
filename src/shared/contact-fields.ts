/**
 * The contact form's two hidden fields, named once for the island and the server (src/contact/spam.ts).
 * Neither is shown to people; both are how bots give themselves away.
 */

/** The honeypot: a realistic name, so form-filling bots fill it; people never see or reach it. */
export const HONEYPOT_FIELD = "website";

/** The signed time the form was rendered (src/contact/form-token.ts): sent back too soon, it is a bot. */
export const FORM_TOKEN_FIELD = "formStarted";
