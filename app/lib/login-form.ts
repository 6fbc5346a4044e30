import loginCopy from "../content/pages/login.yaml";
import { isEmail } from "./validation.ts";

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type LoginCheck = { ok: true } | { ok: false; message: string; field: "email" | "password" };

/** docs/product.md#validation: either field empty gives the one 'both' message; then the email must look like one. */
export function checkLogin({ email, password }: Pick<LoginInput, "email" | "password">): LoginCheck {
  if (!email.trim() || !password) {
    return { ok: false, message: loginCopy.messages.missing, field: email.trim() ? "password" : "email" };
  }
  if (!isEmail(email)) return { ok: false, message: loginCopy.messages.invalidEmail, field: "email" };
  return { ok: true };
}

/** The console entry for an attempt. It is built from named fields so the password cannot slip in. */
export function loginLogEntry({ email, rememberMe }: LoginInput): string {
  return `${loginCopy.logLabel}: ${JSON.stringify({ email: email.trim(), rememberMe })}`;
}
