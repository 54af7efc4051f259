import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { errorMessage } from '@mart/api-client';
import { useFlavour } from '../../FlavourContext';
import { TripDetails } from './MyTripsPage';
import { tripQueries } from './trip-queries';
import { Alert, Button, Form, PageFrame, Paragraph, Skeleton, Stack, TextInput, Title } from '@mart/ui';
import './track-trip.css';

interface Asked {
  id: number;
  /** a guest's proof on another browser; none for the caller's own trips */
  phone?: string;
}

const tripIdOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /track-order while a vehicle module is picked (SPEC §2 "Track Trip"): a trip by its number — the caller's own
 * (signed in, or the guest who booked it on this browser), or a guest's with the phone it was booked with. A
 * signed-in customer also gets their latest trips to pick from.
 */
export function TrackTripPage() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const [params, setParams] = useSearchParams();
  const signedIn = Boolean(useBusValue('auth').token);
  const fromUrl = tripIdOf(params.get('trip_id'));
  // arriving with a number (right after booking, or from a link) tracks it at once as the caller's own
  const [asked, setAsked] = useState<Asked | null>(fromUrl ? { id: fromUrl } : null);
  const tracked = useQuery(tripQueries.tracked(flavour, asked));
  const latest = useQuery(tripQueries.latest(flavour, signedIn));
  const ask = (next: Asked) => {
    setAsked(next);
    setParams({ trip_id: String(next.id) }, { replace: true });
  };
  return (
    <PageFrame width="medium" title={t(`${flavour.key}.track`)} data-testid="track-trip">
      {!signedIn && <Paragraph type="secondary">{t('track.hint')}</Paragraph>}
      <Form
        layout="inline"
        initialValues={{ trip_id: fromUrl ?? undefined }}
        onFinish={(v: { trip_id: string; phone?: string }) =>
          ask({ id: Number(v.trip_id), phone: v.phone?.trim() || undefined })
        }
        className="track-trip__form"
      >
        <Form.Item
          name="trip_id"
          label={t(`${flavour.key}.tripId`)}
          rules={[{ required: true, pattern: /^[1-9]\d{0,9}$/, message: t('track.idRequired') }]}
        >
          <TextInput inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('track.phone')}
          rules={signedIn ? [] : [{ required: true, whitespace: true, message: t('track.phoneRequired') }]}
        >
          <TextInput inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Button variant="primary" htmlType="submit" loading={tracked.isFetching}>
          {t('track.submit')}
        </Button>
      </Form>
      <Stack direction="vertical" gap={16} className="mart-mt-24">
        {tracked.isError && (
          <Alert
            type="error"
            message={t('trips.notFound')}
            description={errorMessage(tracked.error)}
            data-testid="track-error"
          />
        )}
        {asked && tracked.isPending && <Skeleton />}
        {tracked.data && (
          <TripDetails
            flavour={flavour}
            trip={tracked.data}
            phone={asked?.phone}
            onChanged={() => void tracked.refetch()}
          />
        )}
        {signedIn && latest.data && latest.data.trips.length > 0 && (
          <nav aria-label={t('track.yours')}>
            <Title level={4}>{t('track.yours')}</Title>
            <Stack gap={8} wrap>
              {latest.data.trips.map((trip) => (
                <Button key={trip.id} onClick={() => ask({ id: trip.id })}>
                  {t('trips.tripNo', { id: trip.id })} · {t(`status.${trip.trip_status}`)}
                </Button>
              ))}
            </Stack>
          </nav>
        )}
      </Stack>
    </PageFrame>
  );
}
