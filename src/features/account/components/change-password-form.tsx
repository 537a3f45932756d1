import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { ApiError, fieldErrors } from '../../../api/client';
import { changePasswordBody } from '../../../contract/auth';
import { useSyncStatus } from '../../../offline/status';
import { Button } from '../../../ui/button';
import { showAlert } from '../../../feedback/store';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { changePassword } from '../api';

const schema = v.pipe(
  v.object({
    ...changePasswordBody.entries,
    confirmacao: v.pipe(v.string('Confirme a nova senha.'), v.nonEmpty('Confirme a nova senha.')),
  }),
  v.forward(
    v.partialCheck(
      [['nova_senha'], ['confirmacao']],
      (input) => input.nova_senha === input.confirmacao,
      'A confirmação não confere com a nova senha.',
    ),
    ['confirmacao'],
  ),
);

type Values = v.InferInput<typeof schema>;

const empty: Values = { senha_atual: '', nova_senha: '', confirmacao: '' };

/**
 * The one write of the account that never waits in the outbox: the current password is checked by the
 * server at that moment, and a password must not sit on the device waiting for the connection.
 */
export const PASSWORD_NEEDS_CONNECTION =
  'Sem conexão: a troca de senha precisa da internet, pois a senha atual é conferida na hora. Ela não fica salva no dispositivo; tente novamente quando a conexão voltar.';

/** Current password, new password and its confirmation; online only. */
export function ChangePasswordForm() {
  const online = useSyncStatus((s) => s.online);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: empty });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await changePassword(values.senha_atual, values.nova_senha);
      reset(empty);
      showAlert('success', answer.mensagem);
    } catch (error) {
      // No answer at all: the API client already said 'Ocorreu um erro no sistema.'; say why it matters.
      if (error instanceof ApiError && error.status === null) showAlert('error', PASSWORD_NEEDS_CONNECTION);
      const byField = fieldErrors(error);
      if (byField.senha_atual) setError('senha_atual', { message: byField.senha_atual });
      if (byField.nova_senha) setError('nova_senha', { message: byField.nova_senha });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 md:grid-cols-2">
      <FormField label="Senha atual" required error={errors.senha_atual?.message} className="md:col-span-2">
        <PasswordInput autoComplete="current-password" {...register('senha_atual')} />
      </FormField>
      <FormField
        label="Nova senha"
        required
        error={errors.nova_senha?.message}
        hint="No mínimo 8 caracteres, com letras e números."
      >
        <PasswordInput autoComplete="new-password" {...register('nova_senha')} />
      </FormField>
      <FormField label="Confirme a nova senha" required error={errors.confirmacao?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmacao')} />
      </FormField>
      {!online && (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-700 md:col-span-2">
          {PASSWORD_NEEDS_CONNECTION}
        </p>
      )}
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" loading={isSubmitting} disabled={!online}>
          Alterar senha
        </Button>
      </div>
    </form>
  );
}
