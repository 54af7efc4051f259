import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bus, useBusValue } from '@mart/bus';
import { configApi, siteQueries } from '@mart/api-client';

/** Site config (SPEC §3), published on the bus for every app. */
export function useSiteConfig() {
  const language = useBusValue('language');
  const q = useQuery(siteQueries.config(language));
  useEffect(() => {
    if (q.data) bus.set('config', q.data);
  }, [q.data]);
  return q;
}

export function useModules() {
  const language = useBusValue('language');
  const q = useQuery(siteQueries.modules(language));
  useEffect(() => {
    if (!q.data) return;
    bus.set('modules', q.data);
    // a stored module that the site no longer offers is forgotten, so /home does not point at a dead area
    const current = bus.get('module');
    if (current && !q.data.some((m) => m.id === current.id)) bus.set('module', null);
  }, [q.data]);
  return q;
}

/** SPEC §4: a guest id is fetched once if none is stored. */
export function useGuestId(): void {
  const guestId = useBusValue('guestId');
  const { token } = useBusValue('auth');
  useEffect(() => {
    if (guestId || token) return;
    let cancelled = false;
    configApi
      .guestId()
      .then((r) => !cancelled && bus.set('guestId', r.guest_id))
      .catch((e: unknown) => console.error('[mart] guest id', e));
    return () => {
      cancelled = true;
    };
  }, [guestId, token]);
}
