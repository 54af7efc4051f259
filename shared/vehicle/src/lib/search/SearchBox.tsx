import { useEffect, useState } from 'react';
import { geoApi, type TripPlace } from '@mart/api-client';
import { formatKm, isPickupInFuture, parseDateTime, pickupLabel, pickupText } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { useDirectionsService, usePlaceBias } from '@mart/maps';
import { Button, Combobox, domainT, RadioGroup, SearchOutlined, TextInput, type ComboOption } from '@mart/ui';
import { useFlavour } from '../../FlavourContext';
import { recentDestinations, rememberDestination } from './recent-destinations';
import { routeBetween, routeHours } from './route';
import { setSearch, useSearch } from '../search-state';
import './search-box.css';

interface Option extends ComboOption {
  placeId?: string;
  place?: TripPlace;
}

/** A place field: suggestions from the API's place autocomplete, coordinates from place details. */
function PlaceField(props: {
  id: string;
  label: string;
  value: TripPlace | null;
  recent?: TripPlace[];
  /** suggestions near here come first (the same street name is in several cities) */
  near: { lat: number; lng: number } | undefined;
  onChange: (p: TripPlace | null) => void;
}) {
  const [text, setText] = useState(props.value?.location_name ?? '');
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => setText(props.value?.location_name ?? ''), [props.value?.location_name]);
  useEffect(() => {
    if (text.trim().length < 2 || text === props.value?.location_name) {
      setOptions(
        (props.recent ?? []).map((p) => ({ value: `recent:${p.location_name}`, label: p.location_name, place: p })),
      );
      return;
    }
    const timer = setTimeout(() => {
      geoApi
        .autocomplete(text, props.near)
        .then((r) =>
          setOptions(
            r.data.suggestions.map((s) => ({
              value: s.placePrediction.placeId,
              label: s.placePrediction.text.text,
              placeId: s.placePrediction.placeId,
            })),
          ),
        )
        .catch(() => setOptions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text, props.recent, props.value?.location_name, props.near]);

  async function pick(option: Option) {
    if (option.place) return props.onChange(option.place);
    if (!option.placeId) return;
    const d = await geoApi.details(option.placeId);
    props.onChange({ location_name: option.label, lat: d.data.location.latitude, lng: d.data.location.longitude });
  }

  return (
    <label htmlFor={props.id} className="search-box__field">
      <span className="mart-muted">{props.label}</span>
      <Combobox
        id={props.id}
        label={props.label}
        placeholder={props.label}
        text={text}
        options={options}
        onText={setText}
        onPick={(o: Option) => {
          setText(o.label);
          void pick(o);
        }}
        onClear={() => props.onChange(null)}
      />
    </label>
  );
}

/** SPEC §2/§9 search box: pickup, destination, trip type, duration, pickup time; distance via route maths. */
export function SearchBox({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const s = useSearch(flavour.key);
  const [recent, setRecent] = useState(recentDestinations);
  // the site's directions service when a map key is set; offline none, and the distance is the straight line
  const directions = useDirectionsService();
  const here = usePlaceBias();

  // distance/duration whenever both places are known: driving → walking → bicycling → straight line (SPEC §7)
  useEffect(() => {
    const a = s.pickup_location;
    const b = s.destination_location;
    if (!a || !b) return;
    let live = true;
    routeBetween(a, b, directions).then((route) => {
      if (live)
        setSearch(flavour.key, {
          distanceData: route ? { distanceMeters: route.distanceMeters, duration: route.durationSeconds } : null,
        });
    });
    return () => {
      live = false;
    };
  }, [s.pickup_location, s.destination_location, flavour.key, directions]);

  const at = parseDateTime(s.selectedDate);
  const future = at !== null && isPickupInFuture(at, new Date());

  return (
    // the box, its rows and its fields are plain elements and kit controls: no antd on the search's first screen
    <div className="mart-card search-box" data-testid="vehicle-search-box" role="search" aria-label={t('search.title')}>
      <div className="search-box__fields">
        <PlaceField
          id={`${flavour.key}-pickup`}
          label={t('search.pickup')}
          value={s.pickup_location}
          near={here}
          onChange={(p) => setSearch(flavour.key, { pickup_location: p })}
        />
        <PlaceField
          id={`${flavour.key}-destination`}
          label={t('search.destination')}
          value={s.destination_location}
          recent={recent}
          near={s.pickup_location ?? here}
          onChange={(p) => {
            if (p) {
              rememberDestination(p);
              setRecent(recentDestinations());
            }
            setSearch(flavour.key, { destination_location: p, distanceData: p ? s.distanceData : null });
          }}
        />
        <RadioGroup
          buttons
          label={t('search.tripType')}
          value={s.tripType}
          onChange={(tripType) => setSearch(flavour.key, { tripType })}
          options={[
            { value: 'hourly', label: t('search.hourly') },
            { value: 'distance_wise', label: t('search.distance') },
          ]}
        />
        {s.tripType === 'hourly' && (
          <label>
            <span className="mart-muted">{t('search.duration')}</span>
            <TextInput
              type="number"
              inputMode="numeric"
              aria-label={t('search.duration')}
              min={1}
              max={720}
              value={s.duration}
              suffix={t('units.hr')}
              onChange={(e) =>
                setSearch(flavour.key, {
                  duration: Math.min(720, Math.max(1, Math.floor(Number(e.target.value) || 1))),
                })
              }
            />
          </label>
        )}
        <label>
          <span className="mart-muted">{t('search.pickupTime')}</span>
          <TextInput
            type="datetime-local"
            aria-label={t('search.pickupTime')}
            value={s.selectedDate.replace(' ', 'T')}
            onChange={(e) => setSearch(flavour.key, { selectedDate: pickupText(e.target.value) })}
          />
        </label>
        <Button variant="primary" icon={<SearchOutlined />} onClick={onSearch} disabled={!s.pickup_location}>
          {t('search.submit')}
        </Button>
      </div>
      <div className="mart-row search-box__summary">
        <span data-testid="pickup-label">{future ? pickupLabel(at, new Date(), domainT) : domainT('pickupNow')}</span>
        {s.distanceData && (
          <span data-testid="trip-distance">
            {t('search.distanceKm', { km: formatKm(s.distanceData.distanceMeters) })}
            {` · ${t('search.hours', {
              hours: routeHours({
                mode: s.distanceData.duration === null ? 'STRAIGHT_LINE' : 'DRIVING',
                distanceMeters: s.distanceData.distanceMeters,
                durationSeconds: s.distanceData.duration,
              }),
            })}`}
          </span>
        )}
      </div>
    </div>
  );
}
