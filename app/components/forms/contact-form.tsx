import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Send } from "~/components/ui/icons";
import copy from "~/content/copy/contact-form.yaml";
import {
  contactFieldError,
  contactFields,
  firstInvalidField,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/lib/contact-form";
import { notify } from "~/components/layout/notify";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { postedForm } from "~/lib/posted-form";

/** What the fields hold now. They are uncontrolled: text typed before hydration stays theirs. */
function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  return Object.fromEntries(contactFields.map((name) => [name, String(data.get(name) ?? "")])) as ContactValues;
}

/**
 * The message form. Our own validation replaces the browser's (noValidate) so errors sit next to
 * their fields in the site's words. Nothing is sent: success is simulated (docs/product.md#calls).
 */
export function ContactForm() {
  const [errors, setErrors] = useState<ContactErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // The page is built without a query string: a ?subject= prefill is written into the field once the
  // form runs, unless the visitor has already typed a subject of their own.
  useEffect(() => {
    const prefill = new URLSearchParams(window.location.search).get("subject");
    const subject = formRef.current?.elements.namedItem("subject");
    if (prefill && subject instanceof HTMLInputElement && subject.value === "") subject.value = prefill;
  }, []);

  const onChange = (field: ContactField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Once a field shows an error, re-check it as the visitor types, so the error leaves when fixed.
    const value = e.target.value;
    if (errors[field]) setErrors((errs) => ({ ...errs, [field]: contactFieldError(field, value) }));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = validateContact(readValues(form));
    const first = firstInvalidField(found);
    if (first) {
      // Render the errors first, so the focused field is already described by its error.
      flushSync(() => setErrors(found));
      form.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    form.reset();
    notify.success(copy.success.title, copy.success.description);
  };

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    label: copy.fields[name].label,
    autoComplete: copy.fields[name].autoComplete,
    required: true,
    error: errors[name],
    onChange: onChange(name),
  });

  return (
    <div className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h2 id={"contact-form-title"} className="text-2xl">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted">{copy.intro}</p>
      <form
        ref={formRef}
        {...postedForm}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={"contact-form-title"}
        className="mt-6 flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("name")} type="text" />
          <TextField {...field("email")} type="email" />
        </div>
        <TextField {...field("subject")} type="text" />
        <TextAreaField {...field("message")} rows={6} />
        <div>
          <Button type="submit">
            <Send aria-hidden="true" className="size-5" />
            {copy.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
