const loads = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once. Rejects on a network error or after `timeoutMs` (the page has no internet in
 * some deployments: the caller shows its unavailable state instead of waiting forever). A failed load is
 * forgotten, so Retry tries again.
 */
export function loadScript(src: string, timeoutMs = 8000): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    const timer = window.setTimeout(() => fail(new Error(`timeout loading ${src}`)), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      el.remove();
      loads.delete(src);
      reject(error);
    }
    el.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    el.onerror = () => fail(new Error(`failed loading ${src}`));
    document.head.appendChild(el);
  });
  loads.set(src, promise);
  return promise;
}
