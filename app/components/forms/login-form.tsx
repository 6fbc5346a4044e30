import { useRef, type FormEvent } from "react";
import { LogIn } from "~/components/ui/icons";
import copy from "~/content/pages/login.yaml";
import { checkLogin, loginLogEntry } from "~/lib/login-form";
import { notify } from "~/components/layout/notify";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { PasswordField } from "~/components/ui/password-field";
import { postedForm } from "~/lib/posted-form";

/**
 * Email and password sign-in, simulated in the browser (docs/product.md#login): it checks the fields, logs the
 * attempt without the password, confirms with a toast and goes home. Nothing is sent anywhere.
 */
export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get("email") ?? "");
    const password = String(data.get("password") ?? "");
    const rememberMe = data.get("remember") === "on";

    const check = checkLogin({ email, password });
    if (!check.ok) {
      notify.error(check.message);
      formRef.current?.querySelector<HTMLElement>(`#login-${check.field}`)?.focus();
      return;
    }
    console.log(loginLogEntry({ email, password, rememberMe }));
    notify.afterNavigation("success", copy.messages.success.title, copy.messages.success.description);
    window.location.assign("/");
  };

  return (
    // Sent by the browser (before hydration or without JavaScript): posted, never in a URL; see postedForm.
    <form
      ref={formRef}
      {...postedForm}
      noValidate
      onSubmit={onSubmit}
      aria-label={copy.submit}
      className="flex flex-col gap-5"
    >
      <TextField id="login-email" name="email" type="email" label={copy.email.label} autoComplete="email" required />
      <PasswordField
        id="login-password"
        name="password"
        label={copy.password.label}
        autoComplete="current-password"
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
          <input type="checkbox" name="remember" className="size-5 rounded accent-brand" />
          {copy.rememberMe}
        </label>
        <a href={copy.forgot.href} className="inline-flex min-h-11 items-center font-medium">
          {copy.forgot.label}
        </a>
      </div>
      <Button type="submit" className="w-full">
        <LogIn aria-hidden="true" className="size-5" />
        {copy.submit}
      </Button>
    </form>
  );
}
