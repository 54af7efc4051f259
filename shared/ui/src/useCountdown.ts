import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a resend is allowed (SPEC §4/§9: 60 s); restart() after each send. */
export function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [now, until]);
  const restart = useCallback(() => {
    setUntil(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, [seconds]);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), restart };
}
