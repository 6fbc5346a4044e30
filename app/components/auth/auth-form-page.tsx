import type { ReactNode } from "react";
import type { PageData } from "~/content/schemas/pages";
import { LinkedText } from "~/components/ui/linked-text";
import { AuthLayout } from "./auth-layout";

/**
 * Sign-up and password reset: the page around its form (an island), with the ways elsewhere under it
 * (sign in instead, back to sign-in) and the small privacy note. Both pages share one schema.
 */
export function AuthFormPage({ form, page }: { page: PageData<"signup" | "forgot-password">; form: ReactNode }) {
  const { hero, sections } = page;
  return (
    <AuthLayout
      title={hero.heading}
      lead={hero.lead}
      footer={
        <>
          {sections.footer.map((line) => (
            <p key={line}>
              <LinkedText text={line} />
            </p>
          ))}
          <p className="text-sm">
            <LinkedText text={sections.note} />
          </p>
        </>
      }
    >
      {form}
    </AuthLayout>
  );
}
