// the kit's confirmation (antd's Modal) on its own chunk: the item editor asks for it only when the cart holds another store's items.
export { confirm } from '@mart/ui';
