import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Eye, EyeOff } from "~/components/ui/icons";
import { describedBy, FieldFrame } from "./form-field";
import passwordCopy from "~/content/copy/password.yaml";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A password input with a show/hide toggle whose label says what pressing it will do. */
export function PasswordField({ id, label, error, hint, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="w-full rounded-lg border border-[#64748b] bg-bg py-2.5 pr-12 pl-3 text-base text-ink aria-[invalid=true]:border-danger"
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-brand"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          {/* Named by its text, not aria-label: a label attribute would make the button a second
              match wherever the field is looked up by its label ("Password"). */}
          <span className="sr-only">{visible ? passwordCopy.hide : passwordCopy.show}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
