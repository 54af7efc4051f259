import type { LatLng } from '../schema';

/** Approximate city outlines (lat/lng), good enough to tell the three cities apart. */
export const demoZones: {
  key: 'almaty' | 'astana' | 'moscow';
  name: string;
  display_name: string;
  en: string;
  kz: string;
  utc_offset_minutes: number;
  polygon: LatLng[];
  increased: { status: number; fee_x100: number; message: string | null };
}[] = [
  {
    key: 'almaty',
    name: 'Almaty',
    display_name: 'Алматы',
    en: 'Almaty',
    kz: 'Алматы',
    utc_offset_minutes: 300,
    polygon: [
      { lat: 43.405, lng: 76.74 },
      { lat: 43.41, lng: 76.95 },
      { lat: 43.38, lng: 77.12 },
      { lat: 43.2, lng: 77.13 },
      { lat: 43.13, lng: 77.08 },
      { lat: 43.14, lng: 76.82 },
      { lat: 43.2, lng: 76.73 },
    ],
    increased: { status: 0, fee_x100: 0, message: null },
  },
  {
    key: 'astana',
    name: 'Astana',
    display_name: 'Астана',
    en: 'Astana',
    kz: 'Астана',
    utc_offset_minutes: 300,
    polygon: [
      { lat: 51.25, lng: 71.25 },
      { lat: 51.26, lng: 71.6 },
      { lat: 51.1, lng: 71.65 },
      { lat: 50.99, lng: 71.55 },
      { lat: 51.0, lng: 71.3 },
    ],
    increased: { status: 1, fee_x100: 1000, message: 'Повышенный тариф из-за погоды' },
  },
  {
    key: 'moscow',
    name: 'Moscow',
    display_name: 'Москва',
    en: 'Moscow',
    kz: 'Мәскеу',
    utc_offset_minutes: 180,
    polygon: [
      { lat: 55.92, lng: 37.4 },
      { lat: 55.91, lng: 37.7 },
      { lat: 55.83, lng: 37.86 },
      { lat: 55.66, lng: 37.84 },
      { lat: 55.57, lng: 37.6 },
      { lat: 55.63, lng: 37.38 },
      { lat: 55.77, lng: 37.35 },
    ],
    increased: { status: 0, fee_x100: 0, message: null },
  },
];
