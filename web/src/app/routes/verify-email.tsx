import { useParams } from 'react-router';
import { EmailVerification } from '../../features/auth/components/email-verification';

export function VerifyEmailRoute() {
  const { token } = useParams();
  return <EmailVerification token={token} />;
}
