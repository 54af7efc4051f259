import { useQuery } from '@tanstack/react-query';
import { registrationApi } from '@mart/api-client';

export const useZones = () => useQuery({ queryKey: ['zones'], queryFn: registrationApi.zones, staleTime: 300_000 });
