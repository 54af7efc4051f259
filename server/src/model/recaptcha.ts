export interface RecaptchaSettings {
  siteKey: string;
  secret: string;
  /** siteverify's address: Google's unless RECAPTCHA_VERIFY_URL says otherwise (a test's loopback server) */
  verifyUrl: string;
}
