import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '@mart/api-client';
import { bus, useBusValue, useRefreshRequest } from '@mart/bus';

/** While a token is stored, the profile (GET /api/v1/customer/info) is loaded and published with it on the bus. */
export function useProfileSync(): void {
  const { token } = useBusValue('auth');
  const q = useQuery(profileQueries.info(token));
  useEffect(() => {
    if (!q.data || bus.get('auth').token !== token) return;
    const { id, f_name, l_name, phone, email, image_full_url, is_phone_verified, is_email_verified } = q.data;
    bus.set('auth', {
      token,
      profile: {
        id,
        f_name: f_name ?? '',
        l_name: l_name ?? '',
        phone: phone ?? '',
        email: email ?? '',
        image_full_url,
        is_phone_verified,
        is_email_verified,
      },
    });
  }, [q.data, token]);
  useRefreshRequest('profile', q.refetch, Boolean(token));
}
