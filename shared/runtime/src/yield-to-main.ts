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
