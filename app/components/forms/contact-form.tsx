import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Send } from "lucide-react";
import { contactForm as copy } from "~/content/contact";
import {
  contactFieldError,
  emptyContact,
  firstInvalidField,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/lib/contact-form";
import { notify } from "~/components/layout/notify";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * The message form. Our own validation replaces the browser's (noValidate) so errors sit next to
 * their fields in the site's words. Nothing is sent: success is simulated (spec §7).
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  // The subject stays null until the visitor edits it, so a ?subject= prefill shows only until then.
  const [subject, setSubject] = useState<string | null>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // The page is prerendered without a query string: read it only after hydration so the markup matches.
  const hydrated = useHydrated();
  const prefill = hydrated ? (new URLSearchParams(window.location.search).get("subject") ?? "") : "";
  const current: ContactValues = { ...values, subject: subject ?? prefill };

  const onChange = (field: ContactField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    if (field === "subject") setSubject(value);
    else setValues((v) => ({ ...v, [field]: value }));
    // Once a field shows an error, re-check it as the visitor types, so the error leaves when fixed.
    if (errors[field]) setErrors((errs) => ({ ...errs, [field]: contactFieldError(field, value) }));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateContact(current);
    const first = firstInvalidField(found);
    if (first) {
      // Render the errors first, so the focused field is already described by its error.
      flushSync(() => setErrors(found));
      formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    setValues(emptyContact);
    setSubject("");
    notify.success(copy.success.title, copy.success.description);
  };

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    label: copy.fields[name].label,
    autoComplete: copy.fields[name].autoComplete,
    required: true,
    value: current[name],
    error: errors[name],
    onChange: onChange(name),
  });

  return (
    <div className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h2 id={`${copy.id}-title`} className="text-2xl">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted">{copy.intro}</p>
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${copy.id}-title`} className="mt-6 flex flex-col gap-5">
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
