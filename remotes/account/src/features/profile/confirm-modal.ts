// antd's Modal on its own chunk: the profile page asks for it only when the customer taps Delete account.
export { Modal } from 'antd';
