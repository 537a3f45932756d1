import type { SubmitEvent } from 'react';
import { useState } from 'react';
import { ApiError } from '../../../api/errors';
import type { UserInfo } from '../../../contract/auth';
import { SYSTEM_ERROR } from '../../../contract/wire';
import { checkEmail } from '../../../lib/email';
import { Button } from '../../../ui/button';
import { dismissAlert } from '../../../feedback/store';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { TextInput } from '../../../ui/text-input';
import { login } from '../api';

type Field = 'email' | 'password';

export interface LoginFormProps {
  onLoggedIn: (user: UserInfo) => void;
  onForgotPassword: () => void;
}

/**
 * E-mail and password. Plain state rather than a form library: this screen is the first download of
 * the app and must stay light. A refused login ('Usuário ou senha inválidos.') shows inside the form,
 * right above 'Entrar', announced as an alert: the banner at the top of the page was far from where
 * the eyes are on a tablet.
 */
export function LoginForm({ onLoggedIn, onForgotPassword }: LoginFormProps) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = checkEmail(values.email);
    // No strength rule at login: old passwords stay valid (the server says the same).
    const passwordError = values.password === '' ? 'Informe a senha.' : undefined;
    if (!email.ok || passwordError) {
      setErrors({ email: email.ok ? undefined : email.message, password: passwordError });
      document.getElementById(email.ok ? 'login-senha' : 'login-email')?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const user = await login(email.value, values.password, { silent: true });
      // A failed attempt's alert would otherwise hang over the first page for its 10 s.
      dismissAlert();
      onLoggedIn(user);
    } catch (error) {
      // The grants read after the token is not silent: its banner would repeat the message below.
      dismissAlert();
      setRefusal(error instanceof ApiError ? error.message : SYSTEM_ERROR);
      // The form stays as typed for another try.
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField label="E-mail" error={errors.email} id="login-email">
        <TextInput
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
        />
      </FormField>
      <FormField label="Senha" error={errors.password} id="login-senha">
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
        />
      </FormField>
      <div role="alert" className="empty:hidden">
        {refusal && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {refusal}
          </p>
        )}
      </div>
      <Button type="submit" loading={busy} className="w-full">
        Entrar
      </Button>
      <button
        type="button"
        onClick={onForgotPassword}
        className="touch-target self-center rounded-md px-2 text-sm font-medium text-brand-600 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        Esqueci minha senha
      </button>
    </form>
  );
}
