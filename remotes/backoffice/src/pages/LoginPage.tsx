import { SignInForm } from '../features/auth/SignInForm';

export default function LoginPage() {
  return <SignInForm title="Ingreso del personal" defaultDestination="/admin" />;
}
