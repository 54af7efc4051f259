/**
 * Idempotency keys for the requests a page may send again (place an order, book a trip, send a parcel, top up the
 * wallet). The server binds a key to its request (issue 37.7): the same key with another request is refused with
 * 422. So a page keeps one key per distinct request: sending the same request again (a double click, a retry after
 * a lost answer) reuses its key and gets the first answer; a changed request (another cart, amount, note, payment
 * method, address) gets a new key.
 */

/** One text per meaning: object keys sorted, absent and null fields left out. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface RequestKeys {
  /** The key of this request: the last one's when the request is the same, a new one when it changed. */
  keyFor(request: object): string;
}

/**
 * A page's keys (keep one per form, e.g. in a ref). `request` is what the page sends, plus anything the server
 * reads besides the body that makes it another request (the cart lines a cart order takes).
 */
export function requestKeys(newKey: () => string = () => crypto.randomUUID()): RequestKeys {
  let last: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const text = canonical(request);
      if (last?.request !== text) last = { request: text, key: newKey() };
      return last.key;
    },
  };
}
