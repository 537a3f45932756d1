import type { SubmitEvent } from 'react';
import { useState } from 'react';
import { checkEmail } from '../../../lib/email';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { requestPasswordReset } from '../api';

export interface ForgotPasswordFormProps {
  onBack: () => void;
}

/** Asks for a recovery link. The answer never says whether the e-mail has an account. */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkEmail(value);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setBusy(true);
    try {
      const answer = await requestPasswordReset(parsed.value);
      setSent(answer.mensagem);
    } catch {
      // Shown by the API client's alert.
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <p
          role="status"
          className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-700"
        >
          {sent}
        </p>
        <Button variant="secondary" onClick={onBack}>
          Voltar para o login
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-sm leading-6 text-slate-600">
        Informe o e-mail do seu cadastro. Enviaremos um link para você criar uma nova senha.
      </p>
      <FormField label="E-mail" error={error} id="recuperar-email">
        <TextInput
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <Button type="submit" loading={busy} className="w-full">
        Enviar link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Voltar para o login
      </Button>
    </form>
  );
}
