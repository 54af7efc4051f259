// the kit's confirmation (antd's Modal) on its own chunk: the profile page asks for it only when the customer taps Delete account.
export { confirm } from '@mart/ui';
