import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bus, useBusValue, type SelectedModule } from '@mart/bus';
import { siteQueries } from '@mart/api-client';

/** Site config (SPEC §3), published on the bus for every app. */
export function useSiteConfig() {
  const language = useBusValue('language');
  const q = useQuery(siteQueries.config(language));
  useEffect(() => {
    if (q.data) bus.set('config', q.data);
  }, [q.data]);
  return q;
}

/**
 * The picked module as the list (in the page's language) has it now: its name follows a language switch instead of
 * staying in the language it was picked in; a module the site no longer offers is forgotten, so /home does not
 * point at a dead area. The same object when nothing changed (the bus then notifies no one).
 */
export function refreshedModule(current: SelectedModule, list: readonly SelectedModule[]): SelectedModule | null {
  const fresh = list.find((m) => m.id === current.id);
  if (!fresh) return null;
  return fresh.module_name === current.module_name ? current : { ...current, module_name: fresh.module_name };
}

export function useModules() {
  const language = useBusValue('language');
  const q = useQuery(siteQueries.modules(language));
  useEffect(() => {
    if (!q.data) return;
    bus.set('modules', q.data);
    const current = bus.get('module');
    if (current) bus.set('module', refreshedModule(current, q.data));
  }, [q.data]);
  return q;
}
