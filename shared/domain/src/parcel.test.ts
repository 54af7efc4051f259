import { haversineMeters } from './trip';
import { parcelCharge, parcelDistanceKm, quoteParcel, validateParcel, type ParcelPoint } from './parcel';

const rate = { per_km_charge_minor: 12000, minimum_charge_minor: 50000 }; // 120 per km, minimum 500

const sender: ParcelPoint = {
  address: 'Абая 1, Алматы',
  latitude: 43.2389,
  longitude: 76.8897,
  contact_person_name: 'Алия',
  contact_person_number: '+7 701 000 0001',
};
const receiver: ParcelPoint = {
  address: 'Достык 100, Алматы',
  latitude: 43.2389,
  longitude: 76.9897,
  contact_person_name: 'Ерлан',
  contact_person_number: '+7 701 000 0002',
};

describe('parcel distance', () => {
  it('is the haversine distance in km to the metre', () => {
    const km = parcelDistanceKm({ lat: 43.2389, lng: 76.8897 }, { lat: 43.2389, lng: 76.9897 });
    expect(km).toBe(Math.round(haversineMeters({ lat: 43.2389, lng: 76.8897 }, { lat: 43.2389, lng: 76.9897 })) / 1000);
    // 0.1° of longitude at 43.24° N on a 6378137 m sphere is about 8.11 km
    expect(km).toBeGreaterThan(8.1);
    expect(km).toBeLessThan(8.13);
    expect(String(km).split('.')[1]!.length).toBeLessThanOrEqual(3);
  });
  it('is 0 for the same point and symmetric', () => {
    expect(parcelDistanceKm({ lat: 43, lng: 76 }, { lat: 43, lng: 76 })).toBe(0);
    const a = { lat: 43.1, lng: 76.8 };
    const b = { lat: 43.3, lng: 77.0 };
    expect(parcelDistanceKm(a, b)).toBe(parcelDistanceKm(b, a));
  });
});

describe('parcel charge', () => {
  it('charges per km, rounded to the minor unit', () => {
    expect(parcelCharge(rate, 10)).toBe(120000);
    expect(parcelCharge(rate, 8.111)).toBe(97332);
    expect(parcelCharge({ per_km_charge_minor: 333, minimum_charge_minor: 0 }, 1.5)).toBe(500); // 499.5 → 500
  });
  it('never goes below the minimum', () => {
    expect(parcelCharge(rate, 0)).toBe(50000);
    expect(parcelCharge(rate, 4.166)).toBe(50000); // 499.92 → the minimum 500
    expect(parcelCharge(rate, 4.167)).toBe(50004);
    expect(parcelCharge(rate, -3)).toBe(50000);
  });
  it('quotes distance and charge together', () => {
    const q = quoteParcel(
      rate,
      { lat: sender.latitude, lng: sender.longitude },
      {
        lat: receiver.latitude,
        lng: receiver.longitude,
      },
    );
    expect(q.chargeMinor).toBe(parcelCharge(rate, q.distanceKm));
    expect(q.chargeMinor).toBeGreaterThan(rate.minimum_charge_minor);
  });
});

describe('validateParcel', () => {
  const ok = { category_id: 1, sender, receiver };
  it('accepts a complete form', () => {
    expect(validateParcel(ok)).toBeNull();
  });
  it('checks sender, then receiver, then category, then distinct points', () => {
    expect(validateParcel({})).toEqual({
      field: 'sender.address',
      error: { code: 'addressRequired', message: 'Address is required' },
    });
    expect(validateParcel({ ...ok, sender: { ...sender, latitude: undefined } })?.field).toBe('sender.address');
    expect(validateParcel({ ...ok, sender: { ...sender, contact_person_name: ' ' } })).toEqual({
      field: 'sender.contact_person_name',
      error: { code: 'nameRequired', message: 'Name is required' },
    });
    expect(validateParcel({ ...ok, sender: { ...sender, contact_person_number: '' } })?.error.message).toBe(
      'Phone Number is required',
    );
    expect(validateParcel({ ...ok, receiver: { ...receiver, contact_person_number: '+7 701' } })).toEqual({
      field: 'receiver.contact_person_number',
      error: {
        code: 'phoneTooShort',
        message: 'Phone number must be at least 10 digits',
        params: { min: 10 },
      },
    });
    expect(validateParcel({ ...ok, receiver: { ...receiver, address: '' } })?.field).toBe('receiver.address');
    expect(validateParcel({ ...ok, category_id: null })).toEqual({
      field: 'category_id',
      error: { code: 'parcelCategoryRequired', message: 'Please select a parcel category' },
    });
    expect(
      validateParcel({ ...ok, receiver: { ...receiver, latitude: sender.latitude, longitude: sender.longitude } }),
    ).toEqual({
      field: 'receiver.address',
      error: { code: 'parcelSameAddress', message: 'The sender and receiver addresses must differ' },
    });
  });
});
