/**
 * Address types (SPEC §3 Address: Home, Office, other, Selected Address; §4 "Edit is hidden for type 'Selected
 * Address'. A label (only when type is other) replaces address_type").
 *
 * "Selected Address" is the place the customer picked as their location (on the map, by search or their current
 * position) without saving it: shown beside the saved ones so it can be chosen again, but there is nothing to edit —
 * it is a point, not a record of theirs.
 */
export const SELECTED_ADDRESS_TYPE = 'Selected Address';
/** The types the address form offers (a custom label only with `other`). */
export const ADDRESS_TYPES = ['Home', 'Office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number] | typeof SELECTED_ADDRESS_TYPE;

/** Whether the address may be edited: every type but 'Selected Address'. */
export function canEditAddress(a: { address_type?: string | null }): boolean {
  return a.address_type !== SELECTED_ADDRESS_TYPE;
}

/** The label that names an address: a custom one (type other), else its type. */
export function addressLabelOf(a: { address_type?: string | null; address_label?: string | null }): string {
  return a.address_label?.trim() || a.address_type || ADDRESS_TYPES[0];
}

/**
 * The customer's location as an address of type 'Selected Address', for the lists that show it beside the saved
 * ones; null when the location is a saved address already (it is listed as itself) or there is none.
 */
export function selectedAddressOf(
  location: { address: string; lat: number; lng: number; addressId?: number } | null | undefined,
): { address_type: typeof SELECTED_ADDRESS_TYPE; address: string; latitude: number; longitude: number } | null {
  if (!location || location.addressId) return null;
  return {
    address_type: SELECTED_ADDRESS_TYPE,
    address: location.address,
    latitude: location.lat,
    longitude: location.lng,
  };
}
