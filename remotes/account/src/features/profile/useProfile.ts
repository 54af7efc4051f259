import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '@mart/api-client';
import { useBusValue } from '@mart/bus';

/** The same query the shell keeps the bus profile with (one page-wide cache), so both stay in step. */
export function useProfile() {
  const { token } = useBusValue('auth');
  return useQuery(profileQueries.info(token));
}
