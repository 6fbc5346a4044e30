/**
 * The sign-in form and Google button (/login): labels, validation messages and toasts. Sign-in is
 * simulated in the browser (decisions.md). These stay in TypeScript because the form and the button
 * are islands that need them in the browser; the page's other copy is app/content/pages/login.yaml.
 */
import { BRAND } from "./site.ts";

export const loginCopy = {
  email: { label: "Email address" },
  password: { label: "Password" },
  rememberMe: "Remember me",
  forgot: { label: "Forgot your password?", href: "/forgot-password" },
  submit: "Sign in",
  google: "Sign in with Google",
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
