// What the contact form needs from a captcha, whichever service provides it. ALTCHA is the default
// (self-hosted, no third party); reCAPTCHA or Turnstile could implement the same two calls.
export interface CaptchaVerifier {
  /** A fresh challenge for the browser widget, sent as JSON. */
  createChallenge(): Promise<object>;
  /** True only for a valid, unexpired solution that has not been accepted before. */
  verify(payload: string): Promise<boolean>;
}
