/** Running text at a comfortable reading measure. */
export function Paragraphs({ paragraphs, lead = false }: { paragraphs: readonly string[]; lead?: boolean }) {
  return (
    <div className={`max-w-prose space-y-5 ${lead ? "text-lead" : ""}`}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
