import { geoApi } from '@mart/api-client';
import { usePlaceBias } from '@mart/maps';
import { useEffect, useState } from 'react';
import { AutoComplete, TextInput } from '@mart/ui';

export interface PickedPlace {
  address: string;
  latitude: number;
  longitude: number;
}

interface Option {
  value: string;
  label: string;
}

/** An address field: suggestions from the API's place search, coordinates from the chosen place's details. */
export function PlaceInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: PickedPlace | null;
  onChange: (place: PickedPlace | null) => void;
}) {
  const [text, setText] = useState(value?.address ?? '');
  const [options, setOptions] = useState<Option[]>([]);
  // the customer's city first: the same street name is in several cities
  const here = usePlaceBias();
  useEffect(() => setText(value?.address ?? ''), [value?.address]);
  useEffect(() => {
    if (text.trim().length < 2 || text === value?.address) {
      setOptions([]);
      return;
    }
    const timer = setTimeout(() => {
      geoApi
        .autocomplete(text, here)
        .then((r) =>
          setOptions(
            r.data.suggestions.map((s) => ({ value: s.placePrediction.placeId, label: s.placePrediction.text.text })),
          ),
        )
        .catch(() => setOptions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text, value?.address, here]);

  async function pick(placeId: string, option: Option) {
    const d = await geoApi.details(placeId);
    setText(option.label);
    onChange({ address: option.label, latitude: d.data.location.latitude, longitude: d.data.location.longitude });
  }

  return (
    <AutoComplete
      id={id}
      value={text}
      options={options}
      onSearch={(v) => {
        setText(v);
        // typing a new address drops the coordinates until a suggestion is chosen
        if (value && v !== value.address) onChange(null);
      }}
      onSelect={(v: string, o: Option) => void pick(v, o)}
      className="mart-full"
      allowClear
      onClear={() => onChange(null)}
    >
      <TextInput aria-label={label} placeholder={label} />
    </AutoComplete>
  );
}
