import { render, screen } from '@testing-library/react';
import { bus } from '@mart/bus';
import { MAP_ZOOM } from '@mart/domain';
import '../../register';
import { MapPicker } from './MapPicker';

// what the Google map was asked to draw: its props and the polygon's (Maps cannot load here)
const drawn: { zoom?: number; polygon?: unknown } = {};
jest.mock('@react-google-maps/api', () => ({
  GoogleMap: ({ zoom, children }: { zoom: number; children: React.ReactNode }) => {
    drawn.zoom = zoom;
    return <div data-testid="google-map">{children}</div>;
  },
  PolygonF: ({ paths }: { paths: unknown }) => {
    drawn.polygon = paths;
    return null;
  },
}));

// the Maps gate open (as when a key has loaded the script), or the real one (offline here)
let mockMapsLoaded = true;
jest.mock('@mart/maps', () => {
  const actual = jest.requireActual('@mart/maps');
  return {
    ...actual,
    GoogleMapsGate: (props: { children: () => React.ReactNode }) =>
      mockMapsLoaded ? <>{props.children()}</> : actual.GoogleMapsGate(props),
  };
});

const ZONE = [
  { lat: 43.1, lng: 76.7 },
  { lat: 43.5, lng: 76.7 },
  { lat: 43.5, lng: 77.2 },
];

describe('MapPicker (SPEC §2, §9: zoom 17, or 9 with the zone polygon)', () => {
  afterEach(() => {
    drawn.zoom = undefined;
    drawn.polygon = undefined;
    mockMapsLoaded = true;
  });

  test('with the zone outline: it is drawn, and the map opens at zoom 9 to show it', () => {
    render(<MapPicker center={{ lat: 43.2, lng: 76.9 }} polygon={ZONE} onMove={() => undefined} />);
    expect(screen.getByTestId('google-map')).toBeTruthy();
    expect(drawn.zoom).toBe(MAP_ZOOM.withPolygon);
    expect(drawn.polygon).toEqual(ZONE);
  });

  test('without one: zoom 17 and no outline', () => {
    render(<MapPicker center={{ lat: 43.2, lng: 76.9 }} onMove={() => undefined} />);
    expect(drawn.zoom).toBe(MAP_ZOOM.default);
    expect(drawn.polygon).toBeUndefined();
  });

  test('offline (no map key here): the SPEC §8 error panel stands in, outline or not', () => {
    mockMapsLoaded = false;
    bus.set('config', { map_api_key: null } as never);
    render(<MapPicker center={{ lat: 43.2, lng: 76.9 }} polygon={ZONE} onMove={() => undefined} />);
    expect(screen.getByText('Ошибка загрузки карты')).toBeTruthy();
    expect(screen.queryByTestId('google-map')).toBeNull();
  });
});
