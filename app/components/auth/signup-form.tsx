import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import signupCopy from "~/content/pages/signup.yaml";
import passwordCopy from "~/content/copy/password.yaml";
import { notify } from "~/components/layout/notify";
import { passwordStrength } from "~/lib/password-strength";
import {
  firstInvalidField,
  readSignupForm,
  signupFields,
  validateSignup,
  type SignupErrors,
  type SignupField,
} from "~/lib/signup-form";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { PasswordField } from "~/components/ui/password-field";
import { CheckboxField } from "./checkbox-field";
import { PasswordStrength } from "./password-strength";
import { postedForm } from "~/lib/posted-form";

const f = signupCopy.fields;
const t = signupCopy.terms;

/**
 * Sign-up, simulated in the browser (docs/product.md#calls): it validates, confirms with a toast and moves on
 * to /login. Nothing is sent and the password is never logged.
 * Errors appear on submit; afterwards they follow the visitor's corrections (a fixed field clears as
 * they type, a newly broken one shows when they leave it).
 */
export function SignupForm() {
  const [errors, setErrors] = useState<SignupErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [password, setPassword] = useState("");
  const formRef = useRef<HTMLFormElement>(null);

  // The form is on screen before it is interactive: a password typed in that moment is already in
  // the field (the fields are uncontrolled, so React keeps it); the strength hint catches up here.
  useEffect(() => {
    const typed = (formRef.current?.elements.namedItem("password") as HTMLInputElement | null)?.value;
    if (typed) setPassword(typed);
  }, []);

  const recheck = (form: HTMLFormElement, alsoField?: SignupField) => {
    if (!attempted) return;
    const next = validateSignup(readSignupForm(new FormData(form)));
    setErrors((shown) => {
      const kept: SignupErrors = {};
      for (const field of signupFields) {
        if ((shown[field] || field === alsoField) && next[field]) kept[field] = next[field];
      }
      return kept;
    });
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = validateSignup(readSignupForm(new FormData(form)));
    setAttempted(true);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    notify.afterNavigation("success", signupCopy.success.title, signupCopy.success.description);
    window.location.assign("/login");
  };

  const onBlur = (e: FocusEvent<HTMLInputElement>) => {
    const { form, name } = e.currentTarget;
    // Leaving a field for the submit button: submitting checks everything anyway, and an error
    // appearing now would push the button away from under the pointer before the click lands.
    const next = e.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === form) return;
    if (form && (signupFields as readonly string[]).includes(name)) recheck(form, name as SignupField);
  };

  /** A text or password field's id and name, its label and autocomplete from the copy, its error and the check on leaving it. */
  const field = (name: keyof typeof f, id: string, input?: { type: "email" }) => ({
    id,
    name,
    ...input,
    label: f[name].label,
    autoComplete: f[name].autoComplete,
    error: errors[name],
    onBlur,
  });

  return (
    // Sent by the browser (before hydration or without JavaScript): posted, never in a URL; see postedForm.
    <form
      ref={formRef}
      {...postedForm}
      noValidate
      aria-label={signupCopy.formLabel}
      onSubmit={onSubmit}
      onChange={(e) => recheck(e.currentTarget)}
      className="flex flex-col gap-5"
    >
      <TextField {...field("name", "signup-name")} />
      <TextField {...field("email", "signup-email", { type: "email" })} placeholder={f.email.placeholder} />
      <PasswordField
        {...field("password", "signup-password")}
        hint={passwordCopy.hint}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordStrength id="signup-password-strength" level={passwordStrength(password)} />
      <PasswordField {...field("confirmPassword", "signup-confirm-password")} />
      <CheckboxField
        id="signup-terms"
        name="acceptTerms"
        error={errors.acceptTerms}
        onBlur={onBlur}
        label={
          <>
            {t.before}
            <a href="/terms">{t.termsLink}</a>
            {t.between}
            <a href="/privacy">{t.privacyLink}</a>
            {t.after}
          </>
        }
      />
      <Button type="submit" className="w-full">
        {signupCopy.submit}
      </Button>
    </form>
  );
}
