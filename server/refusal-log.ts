/**
 * Logging of refused requests at a bounded rate. A flood of bad requests must not become a flood of
 * synchronous log writes (issue 14: 253,000 lines in 8 s), so the first refusal of a window is logged
 * in full and the rest of that window are counted, then summarised in one line.
 */
export type RefusalLog = ((status: number, detail: string) => void) & { flush(): void };

export function createRefusalLog(write: (line: string) => void, windowMs = 10_000, now = () => new Date()): RefusalLog {
  let windowEnds = 0;
  let timer: NodeJS.Timeout | undefined;
  const counted = new Map<number, number>();

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (counted.size === 0) return;
    const total = [...counted.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...counted].map(([status, n]) => `${status}×${n}`).join(", ");
    counted.clear();
    write(
      `${now().toISOString()} ${total} more requests refused in ${windowMs / 1000} s (${byStatus}), not logged one by one`,
    );
  };

  const refused = (status: number, detail: string) => {
    const time = now();
    if (time.getTime() >= windowEnds) {
      flush();
      windowEnds = time.getTime() + windowMs;
      write(`${time.toISOString()} ${status} ${detail}`);
      return;
    }
    counted.set(status, (counted.get(status) ?? 0) + 1);
    if (!timer) {
      timer = setTimeout(flush, windowEnds - time.getTime());
      timer.unref();
    }
  };
  return Object.assign(refused, { flush });
}
