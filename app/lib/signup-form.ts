import signupCopy from "../content/pages/signup.yaml";
import { meetsPasswordRule } from "./password-strength.ts";
import { isEmail } from "./validation.ts";

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** In the order they appear in the form: the first one with an error receives focus. */
export const signupFields = ["name", "email", "password", "confirmPassword", "acceptTerms"] as const;
export type SignupField = (typeof signupFields)[number];
export type SignupErrors = Partial<Record<SignupField, string>>;

export function validateSignup(values: SignupValues, messages = signupCopy.errors): SignupErrors {
  const errors: SignupErrors = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;

  if (!values.email.trim()) errors.email = messages.emailRequired;
  else if (!isEmail(values.email)) errors.email = messages.emailInvalid;

  if (!values.password) errors.password = messages.passwordRequired;
  else if (!meetsPasswordRule(values.password)) errors.password = messages.passwordRule;

  if (!values.confirmPassword) errors.confirmPassword = messages.confirmRequired;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = messages.confirmMismatch;

  if (!values.acceptTerms) errors.acceptTerms = messages.termsRequired;
  return errors;
}

export function firstInvalidField(errors: SignupErrors): SignupField | undefined {
  return signupFields.find((field) => errors[field]);
}

/** Reads the form's named controls; the checkbox counts as accepted only when checked. */
export function readSignupForm(data: FormData): SignupValues {
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    name: text("name"),
    email: text("email"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
    acceptTerms: data.get("acceptTerms") !== null,
  };
}
