import forgotPasswordCopy from "../content/pages/forgot-password.yaml";
import { isEmail } from "./validation.ts";

/** The reset form's one rule; returns the message to show next to the field, if any. */
export function validateResetEmail(email: string, messages = forgotPasswordCopy.errors): string | undefined {
  if (!email.trim()) return messages.emailRequired;
  if (!isEmail(email)) return messages.emailInvalid;
  return undefined;
}
