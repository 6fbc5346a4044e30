import { useState, type FormEvent } from "react";
import copy from "~/content/pages/forgot-password.yaml";
import { notify } from "~/components/layout/notify";
import { validateResetEmail } from "~/lib/reset-form";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { postedForm } from "~/lib/posted-form";

const FIELD_ID = "reset-email";

/**
 * Password reset, simulated in the browser. The confirmation reads the same for every valid
 * address, so the form never tells anyone whether an account exists.
 */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string>();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = validateResetEmail(String(new FormData(form).get("email") ?? ""));
    setError(found);
    if (found) {
      (form.elements.namedItem("email") as HTMLInputElement | null)?.focus();
      return;
    }
    notify.success(copy.success.title, copy.success.description);
    form.reset();
  };

  return (
    <form
      {...postedForm}
      noValidate
      aria-label={copy.formLabel}
      onSubmit={onSubmit}
      onChange={(e) => error && setError(validateResetEmail(String(new FormData(e.currentTarget).get("email") ?? "")))}
      className="flex flex-col gap-5"
    >
      <TextField
        id={FIELD_ID}
        name="email"
        type="email"
        label={copy.email.label}
        autoComplete={copy.email.autoComplete}
        placeholder={copy.email.placeholder}
        hint={copy.hint}
        error={error}
      />
      <Button type="submit" className="w-full">
        {copy.submit}
      </Button>
    </form>
  );
}
