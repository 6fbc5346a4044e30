import type { FormEvent } from "react";
import newsletter from "~/content/copy/newsletter.yaml";
import { notify } from "~/components/layout/notify";
import { isEmail } from "~/lib/validation";
import { postedForm } from "~/lib/posted-form";

/** 'Stay Updated': simulated on the client, nothing is sent (docs/product.md#calls). */
export function NewsletterForm() {
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    if (!isEmail(email)) {
      notify.error(email.trim() ? newsletter.invalidEmail : newsletter.missingEmail);
      return;
    }
    notify.success(newsletter.subscribed.title, newsletter.subscribed.description);
    form.reset();
  };

  return (
    // The field is named by the heading, 'Stay Updated', and described by the line under it. A name
    // with "email" in it would make it a second match, on every page, for the sign-in, sign-up,
    // reset and contact forms' own email fields looked up by their label.
    <form {...postedForm} noValidate onSubmit={onSubmit}>
      <h2 id="newsletter-title" className="text-lg text-ink">
        {newsletter.title}
      </h2>
      <p id="newsletter-text" className="mt-2 text-sm text-muted">
        {newsletter.text}
      </p>
      <div className="mt-4 flex gap-2">
        <input
          id="newsletter-email"
          aria-labelledby="newsletter-title"
          aria-describedby="newsletter-text"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="min-h-11 w-full min-w-0 rounded-lg border border-[#64748b] bg-bg px-3 text-base text-ink placeholder:text-muted"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg border border-transparent bg-brand px-5 font-semibold text-on-brand hover:bg-brand-strong"
        >
          {newsletter.join}
        </button>
      </div>
    </form>
  );
}
