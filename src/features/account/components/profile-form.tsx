import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { fieldErrors } from '../../../api/client';
import type { Me, UpdateMeBody } from '../../../contract/auth';
import { updateMeBody } from '../../../contract/auth';
import { Button } from '../../../ui/button';
import { showAlert } from '../../../ui/feedback';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { meQuery, updateMe } from '../api';

export interface ProfileFormProps {
  me: Me;
}

const FIELDS = ['nome', 'apelido', 'telefone'] as const;

/** The user's own data: name, nickname (upper case) and phone; the e-mail is the login and stays. */
export function ProfileForm({ me }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateMeBody>({
    resolver: valibotResolver(updateMeBody),
    defaultValues: { nome: me.nome, apelido: me.apelido, telefone: me.telefone ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await updateMe(values);
      queryClient.setQueryData(meQuery.queryKey, saved);
      reset({ nome: saved.nome, apelido: saved.apelido, telefone: saved.telefone ?? '' });
      showAlert('success', 'Dados atualizados.');
    } catch (error) {
      const byField = fieldErrors(error);
      for (const field of FIELDS) {
        const message = byField[field];
        if (message) setError(field, { message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 md:grid-cols-2">
      <FormField label="Nome" required error={errors.nome?.message} className="md:col-span-2">
        <TextInput autoComplete="name" {...register('nome')} />
      </FormField>
      <FormField
        label="Apelido"
        required
        error={errors.apelido?.message}
        hint="É o nome exibido na barra superior."
      >
        <TextInput autoComplete="nickname" {...register('apelido')} />
      </FormField>
      <FormField label="Telefone" error={errors.telefone?.message} hint="(DD) 99999-9999">
        <TextInput type="tel" autoComplete="tel" inputMode="tel" {...register('telefone')} />
      </FormField>
      <FormField
        label="E-mail"
        hint="O e-mail é o seu login e não pode ser alterado aqui."
        className="md:col-span-2"
      >
        <TextInput type="email" value={me.email} readOnly />
      </FormField>
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Salvar dados
        </Button>
      </div>
    </form>
  );
}
