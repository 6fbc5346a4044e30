import { Container } from "~/components/ui/container";

interface Statement {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** Mission and vision side by side on wide screens: two short statements, each its own section. */
export function MissionVision({ statements }: { statements: readonly Statement[] }) {
  return (
    <div className="py-12 lg:py-20">
      <Container className="grid gap-10 md:grid-cols-2 lg:gap-16">
        {statements.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="border-l-4 border-brand pl-6">
            <h2 id={`${s.id}-title`} className="text-3xl">
              {s.title}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lead text-muted">
                {p}
              </p>
            ))}
          </section>
        ))}
      </Container>
    </div>
  );
}
