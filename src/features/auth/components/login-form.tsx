import type { SubmitEvent } from 'react';
import { useState } from 'react';
import type { UserInfo } from '../../../contract/auth';
import { checkEmail } from '../../../lib/email';
import { Button } from '../../../ui/button';
import { dismissAlert } from '../../../ui/feedback';
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
 * the app and must stay light. Server errors ('Usuário ou senha inválidos.') show in the alert banner.
 */
export function LoginForm({ onLoggedIn, onForgotPassword }: LoginFormProps) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

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
    try {
      const user = await login(email.value, values.password);
      // A failed attempt's alert would otherwise hang over the first page for its 10 s.
      dismissAlert();
      onLoggedIn(user);
    } catch {
      // The API client already showed the message; the form stays as typed for another try.
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
