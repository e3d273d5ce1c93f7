import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@salon/router';
import { authErrorMessage, signIn, signOut, useSession } from '@salon/firebase';
import { Notice, Page } from '@salon/ui';
import { staffDestination } from '../layout/staffLinks';
import './auth.css';

interface SignInFormProps {
  title: string;
  /** Where to go after signing in when the user did not come from a staff page. */
  defaultDestination: string;
}

export function SignInForm({ title, defaultDestination }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const { currentUser } = useSession();
  const [signedIn, setSignedIn] = useState(false);
  const destination = staffDestination(currentUser?.role ?? null, from, defaultDestination);

  // On once the session knows the user and their role: a recibos user asked for /admin lands on /recibo.
  useEffect(() => {
    if (signedIn && currentUser) void navigate(destination, { replace: true });
  }, [signedIn, currentUser, destination, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Completá el correo y la contraseña.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await signIn(email, password);
      setSignedIn(true);
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  if (currentUser && !busy && !signedIn) {
    // Already signed in (for instance after "back"): say who, and offer the way on or out.
    return (
      <Page title={title} description="Ingreso del personal del salón." indexable={false}>
        <div className="signin salon-card">
          <p>Ya iniciaste sesión como {currentUser.email}.</p>
          <Link className="salon-button" to={destination}>
            Continuar
          </Link>
          <button type="button" className="salon-button salon-button--secondary" onClick={() => void signOut()}>
            Cerrar sesión
          </button>
        </div>
      </Page>
    );
  }

  return (
    <Page title={title} description="Ingreso del personal del salón." indexable={false}>
      <form className="signin salon-card" onSubmit={onSubmit} noValidate>
        <label htmlFor="signin-email">Correo electrónico</label>
        <input id="signin-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="signin-password">Contraseña</label>
        <input id="signin-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        {error && <Notice tone="error">{error}</Notice>}
        <button type="submit" className="salon-button" disabled={busy}>
          {busy ? 'Ingresando...' : 'Ingresar'}
        </button>
      </form>
    </Page>
  );
}
