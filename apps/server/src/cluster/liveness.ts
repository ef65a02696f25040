/**
 * The cluster script's own look at a copy, behind the copy's event-loop watchdog: GET /healthz every
 * second straight to the copy (not through the balancer). Once the copy has answered once (start-up is
 * not judged), `unansweredMs` without any answer calls `onUnanswered` once: a copy that accepts
 * connections but answers nothing is as useless as a dead one, whatever the reason (its watchdog thread
 * gone, a wedged listener). Returns the function that stops watching.
 */
export function watchLiveness(opts: {
  url: string;
  unansweredMs: number;
  onUnanswered: (silentMs: number) => void;
  intervalMs?: number;
}): () => void {
  const intervalMs = opts.intervalMs ?? 1000;
  let answeredAt: number | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function probe(): Promise<void> {
    try {
      const res = await fetch(`${opts.url}/healthz`, { signal: AbortSignal.timeout(Math.max(intervalMs * 2, 2000)) });
      await res.arrayBuffer();
      if (res.ok) answeredAt = Date.now();
    } catch {
      // no answer this time
    }
    if (stopped) return;
    if (answeredAt !== undefined && Date.now() - answeredAt >= opts.unansweredMs) {
      stopped = true;
      opts.onUnanswered(Date.now() - answeredAt);
      return;
    }
    timer = setTimeout(() => void probe(), intervalMs);
    timer.unref();
  }
  void probe();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
