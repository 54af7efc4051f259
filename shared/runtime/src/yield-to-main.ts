/**
 * Gives the main thread back (to input and paint) before going on. A page's start is a chain of promise
 * continuations that would otherwise run as one long task: each await of this ends a task, so the blocking time
 * counted against a phone is the longest step, not the sum of them.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `run` when the main thread is next idle, at the latest after `timeoutMs`; where there is no idle callback
 * (jsdom, older Safari) after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 16): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(id);
}
