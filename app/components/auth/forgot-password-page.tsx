import type { ReactNode } from "react";
import type { PageData } from "~/content/schemas/pages";
import { LinkedText } from "~/components/ui/linked-text";
import { AuthLayout } from "./auth-layout";

/** The password reset page around its form (an island), with the ways back. */
export function ForgotPasswordPage({ form, page }: { page: PageData<"forgot-password">; form: ReactNode }) {
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
