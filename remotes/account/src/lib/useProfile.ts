import { useQuery } from '@tanstack/react-query';
import { profileQueries, queryClient } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';

/** The same query the shell keeps the bus profile with (one page-wide cache), so both stay in step. */
export function useProfile() {
  const { token } = useBusValue('auth');
  return useQuery(profileQueries.info(token));
}

/**
 * The profile page's early load (its route's `load`): the customer's details, asked as the page's code downloads;
 * on the page server it is what the first screen is drawn from, and its failure there a refused session.
 */
export async function loadProfile(): Promise<void> {
  const { token } = bus.get('auth');
  if (token) await queryClient.fetchQuery(profileQueries.info(token));
}
