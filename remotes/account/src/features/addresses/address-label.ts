import type { Address } from '@mart/api-client';

/** The label a customer gave (type other) wins over the type; known types are translated. */
export function addressTitle(a: Pick<Address, 'address_type' | 'address_label'>, t: (k: string) => string): string {
  if (a.address_label) return a.address_label;
  return ['Home', 'Office', 'other'].includes(a.address_type) ? t(`addresses.type.${a.address_type}`) : a.address_type;
}
