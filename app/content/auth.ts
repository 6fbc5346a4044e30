/**
 * Copy of the sign-up and password-reset forms. Both are simulated in the browser (decisions.md):
 * nothing typed here is sent anywhere, and the pages say so. These stay in TypeScript because the
 * forms are islands that need them in the browser; the pages' other copy is in app/content/pages/.
 */
import { BRAND } from "./site.ts";

export const passwordRule = {
  minLength: 8,
  /** Shown under the password label before the visitor types anything. */
  hint: "At least 8 characters, with a letter and a number.",
} as const;

export const passwordStrengthCopy = {
  label: "Password strength",
  levels: {
    empty: "Start typing to see how strong your password is.",
    weak: "Weak: too short, missing a letter or a number, or too easy to guess.",
    fair: "Fair: meets the rule. A longer password would be stronger.",
    good: "Good: hard to guess.",
    strong: "Strong: long and varied.",
  },
} as const;

export const signupCopy = {
  formLabel: "Create your account",
  fields: {
    name: { label: "Full name", autoComplete: "name" },
    email: { label: "Email address", autoComplete: "email", placeholder: "you@example.com" },
    password: { label: "Password", autoComplete: "new-password" },
    confirmPassword: { label: "Confirm password", autoComplete: "new-password" },
  },
  terms: {
    before: "I agree to the ",
    termsLink: "Terms of Use",
    between: " and the ",
    privacyLink: "Privacy Policy",
    after: ".",
  },
  submit: "Create account",
  errors: {
    nameRequired: "Please enter your name.",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, like name@example.com.",
    passwordRequired: "Please choose a password.",
    passwordRule: "Your password needs at least 8 characters, with at least one letter and one number.",
    confirmRequired: "Please enter your password again.",
    confirmMismatch: "The passwords do not match. Please type the same password twice.",
    termsRequired: "Please accept the Terms of Use and Privacy Policy to create an account.",
  },
  errorSummary: "Please correct the highlighted fields.",
  success: {
    title: "Account created!",
    description: `Welcome to ${BRAND}. You can now sign in.`,
  },
} as const;

export const forgotPasswordCopy = {
  formLabel: "Request a password reset link",
  email: { label: "Email address", autoComplete: "email", placeholder: "you@example.com" },
  hint: "We will send the link to this address.",
  submit: "Send reset link",
  errors: {
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, like name@example.com.",
  },
  /** Worded so it never reveals whether an account exists for the address. */
  success: {
    title: "Check your inbox",
    description: "If an account exists for that address, we've sent a reset link.",
  },
} as const;
