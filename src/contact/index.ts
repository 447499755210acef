/**
 * The public contact form: validation, the throttle, the spam defences (a hidden field people never see
 * and a signed time the form was rendered), storing the enquiry and queueing its notification e-mail in
 * one transaction (with the acknowledgement to the enquirer, when the firm turns it on). The enquiry's two
 * kinds of e-mail are defined and built here, and the inbox sends the notification again through this
 * door. The only door to src/contact.
 */
export {
  createSubmitAccessibilityFeedback,
  type FeedbackResult,
  NO_NAME,
  type SubmitAccessibilityFeedback,
} from "./accessibility";
export {
  ACKNOWLEDGEMENT,
  createEnquiryMail,
  type EnquiryMail,
  NOTIFICATION,
  SUBMISSION,
} from "./enquiry-mail";
export {
  type Acknowledgement,
  acknowledgementMessageId,
  buildAcknowledgementMail,
  buildEnquiryMail,
  enquiryMessageId,
} from "./enquiry-messages";
export { createFormTokens, type FormTokens, MIN_FILL_MS, type TokenCheck } from "./form-token";
export { FORM_TOKEN_FIELD, HONEYPOT_FIELD, spamReason } from "./spam";
export {
  CONTACT_FAILED,
  CONTACT_LIMITS,
  type ContactDeps,
  type ContactResult,
  type ContactSender,
  contactThanks,
  contactThrottledMessage,
  createSubmitContact,
  type SubmitContact,
} from "./submit";
