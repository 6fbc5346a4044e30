/** Copy of the sign-in page (/login). Sign-in is simulated in the browser (decisions.md). */
import { BRAND } from "./site.ts";

export const loginCopy = {
  signupPrompt: "Or",
  signupLink: { label: "create a new account", href: "/signup" },
  signupSuffix: "if you are new here.",
  email: { label: "Email address" },
  password: { label: "Password" },
  rememberMe: "Remember me",
  forgot: { label: "Forgot your password?", href: "/forgot-password" },
  submit: "Sign in",
  divider: "Or continue with",
  google: "Sign in with Google",
  legal: {
    before: "By signing in, you agree to our",
    terms: { label: "Terms of Use", href: "/terms" },
    between: "and",
    privacy: { label: "Privacy Policy", href: "/privacy" },
    after: ".",
  },
  note: "Sign-in works entirely in your browser: nothing you type here is sent to a server.",
  messages: {
    missing: "Please enter both email and password.",
    invalidEmail: "Please enter a valid email address.",
    success: { title: "Login Successful!", description: `Welcome back to ${BRAND}!` },
    googleUnavailable: {
      title: "Google sign-in is not available",
      description: "Please sign in with your email address and password instead.",
    },
  },
  /** Prefix of the console entry that records a sign-in attempt (never with the password). */
  logLabel: "Sign-in attempt",
} as const;
