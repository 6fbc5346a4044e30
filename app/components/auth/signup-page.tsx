import type { ReactNode } from "react";
import type { PageData } from "~/content/schemas/pages";
import { LinkedText } from "~/components/ui/linked-text";
import { AuthLayout } from "./auth-layout";

/** The sign-up page around its form (an island), with the way to sign in instead. */
export function SignupPage({ form, page }: { page: PageData<"signup">; form: ReactNode }) {
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
