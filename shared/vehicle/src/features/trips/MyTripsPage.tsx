import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveStatus, type TripResponse, errorMessage } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { formatKm, parseDateTime, formatPickupDisplay } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import {
  Button,
  Card,
  Descriptions,
  List,
  Modal,
  PageFrame,
  Rate,
  Skeleton,
  Stack,
  StatusPanel,
  Tabs,
  Tag,
  TextArea,
  Title,
  toast,
  usePrice,
  type TagColor,
} from '@mart/ui';
import { FLAVOURS, type Flavour, type FlavourKey } from '../../flavour';
import { tripQueries } from './trip-queries';

const STATUS_COLOR: Record<TripResponse['trip_status'], TagColor> = {
  pending: 'gold',
  confirmed: 'blue',
  ongoing: 'cyan',
  completed: 'green',
  canceled: 'red',
};

/**
 * One trip: details, Track Trip status, cancel with a reason, review of completed trips. `phone`: a guest follows it
 * by the phone it was booked with (Track Trip on another browser), so it can be watched but not changed.
 */
export function TripDetails({
  flavour,
  trip,
  onChanged,
  phone,
}: {
  flavour: Flavour;
  trip: TripResponse;
  onChanged: () => void;
  phone?: string;
}) {
  const { t } = useTranslation('vehicle');
  const { major: price } = usePrice();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [rating, setRating] = useState(5);
  const pickup = parseDateTime(trip.pickup_time);
  const steps: TripResponse['trip_status'][] = ['pending', 'confirmed', 'ongoing', 'completed'];
  // the provider moves the trip along while the customer watches: refresh and say so (polling while the stream is down)
  useLiveStatus(
    `/api/v1/customer/trip/${trip.id}/live`,
    trip.trip_status,
    (next) => {
      toast.info(t('trips.statusChanged', { status: t(`status.${next.status}`) }));
      onChanged();
    },
    onChanged,
    phone ? { 'contact-number': phone } : undefined,
  );
  const manage = !phone;
  return (
    <Card
      data-testid="trip-details"
      title={t('trips.tripNo', { id: trip.id })}
      extra={<Tag color={STATUS_COLOR[trip.trip_status]}>{t(`status.${trip.trip_status}`)}</Tag>}
    >
      <Title level={5}>{t(`${flavour.key}.track`)}</Title>
      <Stack gap={4} wrap aria-label={t(`${flavour.key}.track`)} role="list">
        {steps.map((s) => (
          <Tag
            role="listitem"
            key={s}
            color={
              steps.indexOf(s) <= steps.indexOf(trip.trip_status) && trip.trip_status !== 'canceled'
                ? 'blue'
                : undefined
            }
          >
            {t(`status.${s}`)}
          </Tag>
        ))}
      </Stack>
      <Descriptions column={1} size="small" className="mart-mt-12">
        <Descriptions.Item label={t('search.pickup')}>{trip.pickup_location.location_name}</Descriptions.Item>
        <Descriptions.Item label={t('search.destination')}>{trip.destination_location.location_name}</Descriptions.Item>
        <Descriptions.Item label={t('search.pickupTime')}>
          {pickup ? formatPickupDisplay(pickup) : trip.pickup_time}
        </Descriptions.Item>
        <Descriptions.Item label={trip.trip_type === 'hourly' ? t('search.hourly') : t('search.distance')}>
          {trip.trip_type === 'hourly'
            ? t('search.hours', { hours: trip.estimated_hours })
            : t('search.distanceKm', { km: formatKm(trip.distance * 1000) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('trips.provider')}>{trip.provider.name}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.method')}>
          {t(`payment.${trip.payment_method}`)} · {t(`payment.${trip.payment_status}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('price.total')}>{price(trip.total_amount)}</Descriptions.Item>
        {trip.cancellation_reason && (
          <Descriptions.Item label={t('trips.reason')}>{trip.cancellation_reason}</Descriptions.Item>
        )}
      </Descriptions>
      <List
        size="small"
        dataSource={trip.vehicles}
        renderItem={(v) => (
          <List.Item
            extra={
              manage && trip.trip_status === 'completed' && !trip.reviewed_vehicle_ids.includes(v.vehicle_id) ? (
                <Stack gap={4} align="center">
                  <Rate aria-label={t('trips.rating')} value={rating} onChange={setRating} />
                  <Button
                    size="small"
                    onClick={() =>
                      flavour.api
                        .review(trip.id, v.vehicle_id, rating, '')
                        .then(onChanged, (e) => toast.error(errorMessage(e)))
                    }
                  >
                    {t('trips.review')}
                  </Button>
                </Stack>
              ) : null
            }
          >
            {v.name} × {v.quantity} — {price(v.total)}
          </List.Item>
        )}
      />
      {manage && (trip.trip_status === 'pending' || trip.trip_status === 'confirmed') && (
        <Button danger onClick={() => setCancelOpen(true)}>
          {t('trips.cancel')}
        </Button>
      )}
      <Modal
        open={cancelOpen}
        title={t('trips.cancelTitle')}
        okText={t('trips.cancel')}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        cancelText={t('dialogs.no')}
        onCancel={() => setCancelOpen(false)}
        onOk={() =>
          flavour.api.cancelTrip(trip.id, reason.trim()).then(
            () => {
              setCancelOpen(false);
              toast.success(t('trips.canceled'));
              onChanged();
            },
            (e) => toast.error(errorMessage(e)),
          )
        }
      >
        <TextArea
          aria-label={t('trips.reason')}
          placeholder={t('trips.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}

function TripsOf({ flavour, selected }: { flavour: Flavour; selected: number | null }) {
  const { t } = useTranslation('vehicle');
  const token = useBusValue('auth').token;
  const client = useQueryClient();
  const [open, setOpen] = useState<number | null>(selected);
  const list = useQuery(tripQueries.list(flavour, token));
  const one = useQuery(tripQueries.trip(flavour, open));
  const refresh = () =>
    client
      .invalidateQueries({ queryKey: tripQueries.one })
      .then(() => client.invalidateQueries({ queryKey: tripQueries.all }));
  const { major: price } = usePrice();
  return (
    <Stack direction="vertical" gap={16}>
      {open !== null &&
        (one.data ? (
          <TripDetails flavour={flavour} trip={one.data} onChanged={refresh} />
        ) : one.isError ? (
          <StatusPanel status="404" title={t('trips.notFound')} />
        ) : (
          <Skeleton />
        ))}
      {!token ? (
        <StatusPanel
          status="info"
          title={t('trips.signInTitle')}
          text={t('trips.signInText')}
          action={{ label: t('checkout.login'), onClick: () => bus.request({ type: 'open-sign-in' }) }}
        />
      ) : list.isPending ? (
        <Skeleton />
      ) : list.isError ? (
        <StatusPanel
          status="error"
          title={t('errors.loadTitle')}
          action={{ label: t('errors.retry'), onClick: () => list.refetch() }}
        />
      ) : list.data.trips.length === 0 ? (
        <StatusPanel status="info" title={t(`${flavour.key}.noTrips`)} />
      ) : (
        <List
          dataSource={list.data.trips}
          renderItem={(trip) => (
            <List.Item
              data-testid="trip-row"
              actions={[
                <Button key="v" onClick={() => setOpen(trip.id)}>
                  {t('trips.details')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${t('trips.tripNo', { id: trip.id })} · ${trip.provider.name}`}
                description={`${trip.pickup_time} · ${price(trip.total_amount)}`}
              />
              <Tag color={STATUS_COLOR[trip.trip_status]}>{t(`status.${trip.trip_status}`)}</Tag>
            </List.Item>
          )}
        />
      )}
    </Stack>
  );
}

/** /my-trips: rental trips and car-market orders in two tabs (the rental remote owns the route). */
export function MyTripsPage() {
  const { t } = useTranslation('vehicle');
  const [params, setParams] = useSearchParams();
  const tab = (params.get('flavour') === 'carmarket' ? 'carmarket' : 'rental') as FlavourKey;
  const selected = params.get('trip_id') ? Number(params.get('trip_id')) : null;
  return (
    <PageFrame width="medium" title={t('trips.title')} data-testid="my-trips">
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ flavour: k })}
        items={(['rental', 'carmarket'] as const).map((k) => ({
          key: k,
          label: t(`${k}.tripsTab`),
          children: <TripsOf key={`${k}-${selected}`} flavour={FLAVOURS[k]} selected={k === tab ? selected : null} />,
        }))}
      />
    </PageFrame>
  );
}
