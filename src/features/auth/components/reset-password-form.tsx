import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { password } from '../../../contract/auth';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { resetPassword } from '../api';

const schema = v.pipe(
  v.object({
    senha: password,
    confirmacao: v.pipe(v.string('Confirme a senha.'), v.nonEmpty('Confirme a senha.')),
  }),
  v.forward(
    v.partialCheck(
      [['senha'], ['confirmacao']],
      (input) => input.senha === input.confirmacao,
      'A confirmação não confere com a senha.',
    ),
    ['confirmacao'],
  ),
);

type Values = v.InferInput<typeof schema>;

export interface ResetPasswordFormProps {
  token: string;
  /** Gets the server's confirmation message. */
  onDone: (message: string) => void;
}

/** New password and its confirmation, for the e-mailed recovery link. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { senha: '', confirmacao: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await resetPassword(token, values.senha);
      onDone(answer.mensagem);
    } catch {
      // Shown by the API client's alert (e.g. an expired link).
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField
        label="Nova senha"
        error={errors.senha?.message}
        hint="No mínimo 8 caracteres, com letras e números."
      >
        <PasswordInput autoComplete="new-password" autoFocus {...register('senha')} />
      </FormField>
      <FormField label="Confirme a nova senha" error={errors.confirmacao?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmacao')} />
      </FormField>
      <Button type="submit" loading={isSubmitting} className="w-full">
        Salvar nova senha
      </Button>
    </form>
  );
}
