/**
 * Waits until a server a tool started answers HTTP (any status), instead of a fixed pause: a busy
 * machine starts servers slowly, and a request sent too soon is refused. Resolves to whether it
 * answered before `timeoutMs`, or before `gaveUp()` said it never will (the process exited, say);
 * the caller says what went wrong.
 */
export async function untilAnswering(
  url: string,
  {
    timeoutMs = 30_000,
    intervalMs = 100,
    gaveUp = (): boolean => false,
  }: { timeoutMs?: number; intervalMs?: number; gaveUp?: () => boolean } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    const answered = await fetch(url, { redirect: "manual" }).then(
      () => true,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
