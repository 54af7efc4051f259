import { ADDRESS_TYPES, SELECTED_ADDRESS_TYPE } from '@mart/domain';

/** The label a customer gave (type other) wins over the type; known types (and 'Selected Address') are translated. */
export function addressTitle(
  a: { address_type?: string | null; address_label?: string | null },
  t: (k: string) => string,
): string {
  if (a.address_label) return a.address_label;
  const type = a.address_type ?? ADDRESS_TYPES[0];
  if (type === SELECTED_ADDRESS_TYPE) return t('addresses.type.selected');
  return (ADDRESS_TYPES as readonly string[]).includes(type) ? t(`addresses.type.${type}`) : type;
}
