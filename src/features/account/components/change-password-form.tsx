import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { fieldErrors } from '../../../api/client';
import { changePasswordBody } from '../../../contract/auth';
import { Button } from '../../../ui/button';
import { showAlert } from '../../../ui/feedback';
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

/** Current password, new password and its confirmation. */
export function ChangePasswordForm() {
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
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          Alterar senha
        </Button>
      </div>
    </form>
  );
}
