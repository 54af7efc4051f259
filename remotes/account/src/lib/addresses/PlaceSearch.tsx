import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { geoApi, placeQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { usePlaceBias } from '@mart/maps';
import { Combobox, showApiErrors } from '@mart/ui';

/**
 * SPEC §7 place search through the API: suggestions (those of the customer's current city first), then the chosen
 * place's coordinates.
 */
export function PlaceSearch({ onPick }: { onPick: (p: { address: string; lat: number; lng: number }) => void }) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  const q = useQuery(placeQueries.autocomplete(text, usePlaceBias()));
  const options = (q.data?.data.suggestions ?? []).map((s) => ({
    value: s.placePrediction.placeId,
    label: s.placePrediction.text.text,
  }));
  return (
    <Combobox
      className="mart-full"
      label={t('map.search')}
      placeholder={t('map.search')}
      text={text}
      options={options}
      onText={setText}
      onPick={(option) => {
        setText(option.label);
        geoApi
          .details(option.value)
          .then((d) =>
            onPick({ address: d.data.formattedAddress, lat: d.data.location.latitude, lng: d.data.location.longitude }),
          )
          .catch(showApiErrors);
      }}
    />
  );
}
