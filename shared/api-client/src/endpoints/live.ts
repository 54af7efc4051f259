import { useEffect, useRef, useState } from 'react';
import type { LiveMessage, LiveReady, LiveStatus } from '@mart/api-types';
import { api, baseHeaders } from '@mart/api-runtime';
import { bus } from '@mart/bus';

/** What an order or trip stream sends (its status now, then each change), and what the inbox stream sends. */
export type { LiveMessage, LiveReady, LiveStatus };

export interface FollowOptions {
  /** extra headers, e.g. `contact-number` for a guest tracking an order by phone */
  headers?: Record<string, string>;
  /** the stream is up (true) or down and being retried (false): the page polls while it is down */
  onConnection?: (up: boolean) => void;
}

/** Splits a server-sent event buffer into the `data:` payloads it completes and what is left. */
export function parseEvents(buffer: string): { events: unknown[]; rest: string } {
  const events: unknown[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const data = rest
      .slice(0, end)
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => l.slice(6))
      .join('\n');
    rest = rest.slice(end + 2);
    if (data) {
      try {
        events.push(JSON.parse(data));
      } catch {
        // a malformed event is skipped; the next status brings the page up to date
      }
    }
  }
  return { events, rest };
}

/**
 * Follows one of the API's server-sent event streams (issue 25) with the page's own headers — token, guest id,
 * language — which EventSource cannot send, so it reads the stream with fetch. A dropped stream is retried with a
 * backoff (1 s doubling to 30 s). Returns the function that stops following.
 */
export function followLive<T>(path: string, onEvent: (data: T) => void, options: FollowOptions = {}): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let delay = 1_000;

  async function connect(): Promise<void> {
    while (!stopped) {
      controller = new AbortController();
      try {
        const headers: Record<string, string> = {
          ...baseHeaders(bus),
          Accept: 'text/event-stream',
          ...options.headers,
        };
        const guest = bus.get('guestId');
        if (!headers.Authorization && guest) headers['guest-id'] = guest;
        const res = await fetch(`${api.baseUrl}${path}`, { headers, signal: controller.signal });
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        options.onConnection?.(true);
        delay = 1_000;
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = parsed.rest;
          for (const event of parsed.events) onEvent(event as T);
        }
      } catch {
        // network error, server restart or refusal: fall through to the retry
      }
      if (stopped) return;
      options.onConnection?.(false);
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  }

  void connect();
  return () => {
    stopped = true;
    controller?.abort();
  };
}

/**
 * Follows `path` (null: nothing to follow yet) while the component is mounted, calling `onEvent` with each event.
 * Returns whether the stream is up: while it is down the page polls instead (e.g. a query's refetchInterval).
 */
export function useLive<T>(
  path: string | null,
  onEvent: (event: T) => void,
  headers?: Record<string, string>,
): boolean {
  const [up, setUp] = useState(true);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const headerKey = JSON.stringify(headers ?? {});
  useEffect(() => {
    if (!path) return;
    return followLive<T>(path, (event) => latest.current(event), {
      headers: JSON.parse(headerKey) as Record<string, string>,
      onConnection: setUp,
    });
  }, [path, headerKey]);
  return up || !path;
}

/**
 * A tracking page's live status: `onChange` with each status that differs from `current`; while the stream is
 * down, `onPoll` every 15 s instead.
 */
export function useLiveStatus(
  path: string | null,
  current: string | undefined,
  onChange: (status: LiveStatus) => void,
  onPoll: () => void,
  headers?: Record<string, string>,
): void {
  const latest = useRef({ current, onPoll });
  latest.current = { current, onPoll };
  const up = useLive<LiveStatus>(
    path,
    (event) => {
      if (event.status !== latest.current.current) onChange(event);
    },
    headers,
  );
  useEffect(() => {
    if (up) return;
    const timer = setInterval(() => latest.current.onPoll(), 15_000);
    return () => clearInterval(timer);
  }, [up]);
}
