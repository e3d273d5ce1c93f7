import { SignInForm } from '../features/auth/SignInForm';

export default function LoginReciboPage() {
  return <SignInForm title="Ingreso para recibos" defaultDestination="/recibo" />;
}
