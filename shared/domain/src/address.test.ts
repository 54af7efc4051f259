import { addressLabelOf, canEditAddress, SELECTED_ADDRESS_TYPE, selectedAddressOf } from './address';

describe('address types (SPEC §3, §4)', () => {
  test("Edit is hidden for type 'Selected Address' only", () => {
    expect(SELECTED_ADDRESS_TYPE).toBe('Selected Address');
    expect(canEditAddress({ address_type: 'Selected Address' })).toBe(false);
    for (const type of ['Home', 'Office', 'other', 'Дача', null])
      expect(canEditAddress({ address_type: type })).toBe(true);
  });

  test('a custom label replaces the type', () => {
    expect(addressLabelOf({ address_type: 'other', address_label: 'Дача' })).toBe('Дача');
    expect(addressLabelOf({ address_type: 'Office', address_label: '  ' })).toBe('Office');
  });

  test('the picked location is a Selected Address unless it is a saved one', () => {
    expect(selectedAddressOf({ address: 'Абая 10', lat: 43.2, lng: 76.9 })).toEqual({
      address_type: 'Selected Address',
      address: 'Абая 10',
      latitude: 43.2,
      longitude: 76.9,
    });
    expect(selectedAddressOf({ address: 'Абая 10', lat: 43.2, lng: 76.9, addressId: 4 })).toBeNull();
    expect(selectedAddressOf(null)).toBeNull();
  });
});
