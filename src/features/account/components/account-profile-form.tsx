import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Versioned } from '../../../api/client';
import type { Me, UpdateMeBody } from '../../../contract/auth';
import { updateMeBody } from '../../../contract/auth';
import { Button } from '../../../ui/button';
import { announceOutcome } from '../../../forms/command-feedback';
import { DraftBanner } from '../../../forms/draft-banner';
import { FormAlert } from '../../../ui/form-alert';
import { FormField } from '../../../ui/form-field';
import { SelectInput } from '../../../ui/select-input';
import { TextInput } from '../../../ui/text-input';
import { dashboardAccess } from '../../../contract/screens/dashboard';
import { useAllowed } from '../../../session/allowed';
import { useCommandForm } from '../../../forms/use-command-form';
import { useCommandSave } from '../../../forms/use-command-save';
import { outboxItemDraftKey } from '../../../forms/use-form-draft';
import type { AccountData } from '../commands';
import { ACCOUNT_DRAFT_KEY, updateAccount } from '../commands';

export interface AccountProfileFormProps {
  /** The own account as the form opened it, with its ETag. */
  me: Versioned<Me>;
  /** 'Editar' on /sincronizacao: the outbox item to correct. */
  itemId?: string;
  /** The values of that item, shown instead of the server's. */
  queued?: AccountData;
  /** After a save that was not refused (sent or queued). */
  onSaved?: () => unknown;
}

const FIELDS = ['nome', 'apelido', 'telefone', 'pagina_inicial'] as const;

type Values = Omit<UpdateMeBody, 'avatar_id'>;

const valuesOf = (data: AccountData | Me): Values => ({
  nome: data.nome,
  apelido: data.apelido,
  telefone: data.telefone ?? '',
  pagina_inicial: data.pagina_inicial ?? '',
});

/** The user's own data: name, nickname (upper case) and phone; the e-mail is the login and stays. */
export function AccountProfileForm({ me, itemId, queued, onSaved }: AccountProfileFormProps) {
  const form = useForm<Values, unknown, AccountData>({
    resolver: valibotResolver(updateMeBody),
    defaultValues: valuesOf(queued ?? me.data),
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const save = useCommandSave(updateAccount, itemId);
  const mayChooseDashboard = useAllowed(dashboardAccess.view);
  const { submit, formError, draftOffer } = useCommandForm(form, {
    draftKey: itemId ? outboxItemDraftKey(itemId) : ACCOUNT_DRAFT_KEY,
    fields: FIELDS,
    onSubmit: async (data) =>
      announceOutcome(await save({ etag: me.etag, data }), () => 'Dados atualizados.'),
    onSaved: async (data) => {
      // Sent or waiting in the outbox: what the user typed is what the form shows from now on.
      reset(valuesOf(data));
      await onSaved?.();
    },
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 md:grid-cols-2" aria-label="Dados pessoais">
      {draftOffer && (
        <div className="md:col-span-2">
          <DraftBanner {...draftOffer} />
        </div>
      )}
      <FormAlert message={formError} className="md:col-span-2" />
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
      {mayChooseDashboard && (
        <FormField
          label="Página inicial"
          error={errors.pagina_inicial?.message}
          hint="A página aberta depois do login (vale a partir do próximo login)."
        >
          <SelectInput {...register('pagina_inicial')}>
            <option value="">Lista de cotações</option>
            <option value="dashboard">Dashboard</option>
          </SelectInput>
        </FormField>
      )}
      <FormField
        label="E-mail"
        hint="O e-mail é o seu login e não pode ser alterado aqui."
        className="md:col-span-2"
      >
        <TextInput type="email" value={me.data.email} readOnly />
      </FormField>
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty && !itemId}>
          Salvar dados
        </Button>
      </div>
    </form>
  );
}
