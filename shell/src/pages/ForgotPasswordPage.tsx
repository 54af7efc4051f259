import { ForgotPassword } from '../auth/forgot/ForgotPassword';

export function ForgotPasswordPage() {
  return <ForgotPassword />;
}
