import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { accessProfileBody } from '../../../contract/access-profiles';
import type { AccessProfileData, AccessProfileInput } from '../../../contract/access-profiles';
import { STRUCTURES } from '../../../contract/permissions';
import { ACTIONS, MODULE_IDS, MODULES } from '../../../contract/permission-catalog';
import type { ActionId, ModuleId, StructureId } from '../../../contract/permissions';
import { Button } from '../../../ui/button';
import type { Refusal } from '../../../forms/command-feedback';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { CheckboxField } from '../../../ui/checkbox-field';
import { FormActions } from '../../../ui/form-actions';
import { SelectInput } from '../../../ui/select-input';

const FIELDS = ['nome', 'ativo', 'modulos', 'acoes', 'estruturas'] as const;
const ACTION_IDS_BY_MODULE = (module: ModuleId) =>
  (Object.keys(ACTIONS) as ActionId[]).filter((a) => ACTIONS[a].modulo === module);
const STRUCTURE_IDS = Object.keys(STRUCTURES) as StructureId[];

export type AccessProfileFormValues = Partial<AccessProfileInput>;

const emptyProfile: AccessProfileFormValues = {
  nome: '',
  ativo: true,
  modulos: [],
  acoes: [],
  estruturas: [],
};

/** Checking an action checks its module; unchecking a module clears its actions. */
export function toggleModule(
  state: { modulos: ModuleId[]; acoes: ActionId[] },
  module: ModuleId,
  checked: boolean,
): { modulos: ModuleId[]; acoes: ActionId[] } {
  if (checked) return { ...state, modulos: [...new Set([...state.modulos, module])] };
  return {
    modulos: state.modulos.filter((m) => m !== module),
    acoes: state.acoes.filter((a) => ACTIONS[a].modulo !== module),
  };
}

export function toggleAction(
  state: { modulos: ModuleId[]; acoes: ActionId[] },
  action: ActionId,
  checked: boolean,
): { modulos: ModuleId[]; acoes: ActionId[] } {
  if (!checked) return { ...state, acoes: state.acoes.filter((a) => a !== action) };
  return {
    modulos: [...new Set([...state.modulos, ACTIONS[action].modulo])],
    acoes: [...new Set([...state.acoes, action])],
  };
}

export interface AccessProfileFormProps {
  draftKey: string;
  defaultValues?: AccessProfileFormValues;
  onSubmit: (data: AccessProfileData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

/** Create and edit form of an access profile, validated by the server's own schema. */
export function AccessProfileForm({
  draftKey,
  defaultValues = emptyProfile,
  onSubmit,
  onSaved,
  onCancel,
}: AccessProfileFormProps) {
  const { form, command } = useOutboxForm(accessProfileBody, {
    defaultValues: { ...emptyProfile, ...defaultValues },
    draftKey,
    fields: FIELDS,
    onSubmit,
    onSaved,
  });
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const structures = useFieldArray({ control, name: 'estruturas' });
  const grants = { modulos: watch('modulos'), acoes: watch('acoes') ?? [] };
  const apply = (next: { modulos: ModuleId[]; acoes: ActionId[] }) => {
    setValue('modulos', next.modulos, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setValue('acoes', next.acoes, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  return (
    <CommandFormFrame command={command} label="Dados do perfil" className="flex max-w-3xl flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nome" error={errors.nome?.message} required>
          <TextInput uppercase={false} maxLength={100} autoComplete="off" {...register('nome')} />
        </FormField>
        <CheckboxField label="Ativo" className="sm:mt-6" {...register('ativo')} />
      </div>

      <fieldset className="flex flex-col gap-3" aria-describedby="perfil-modulos-erro">
        <legend className="mb-2 text-base font-semibold text-slate-900">Módulos e ações</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {MODULE_IDS.map((module) => (
            <div key={module} className="rounded-md border border-slate-200 p-3">
              <CheckboxField
                label={MODULES[module]}
                checked={grants.modulos.includes(module)}
                onChange={(e) => apply(toggleModule(grants, module, e.currentTarget.checked))}
              />
              <ul className="ml-8 flex flex-col" aria-label={`Ações de ${MODULES[module]}`}>
                {ACTION_IDS_BY_MODULE(module).map((action) => (
                  <li key={action}>
                    <CheckboxField
                      label={ACTIONS[action].nome}
                      checked={grants.acoes.includes(action)}
                      onChange={(e) => apply(toggleAction(grants, action, e.currentTarget.checked))}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p
          id="perfil-modulos-erro"
          role={errors.modulos || errors.acoes ? 'alert' : undefined}
          className="text-sm text-red-700"
        >
          {errors.modulos?.message ?? errors.acoes?.message}
        </p>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Sugestões de estrutura</legend>
        {structures.fields.length === 0 && (
          <p className="text-sm text-slate-600">Nenhuma sugestão de estrutura e posição.</p>
        )}
        {structures.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <FormField
              label={`Estrutura ${String(index + 1)}`}
              error={errors.estruturas?.[index]?.estrutura_id?.message}
            >
              <SelectInput {...register(`estruturas.${index}.estrutura_id`)}>
                {STRUCTURE_IDS.map((s) => (
                  <option key={s} value={s}>
                    {STRUCTURES[s]}
                  </option>
                ))}
              </SelectInput>
            </FormField>
            <FormField
              label={`Posição ${String(index + 1)}`}
              error={errors.estruturas?.[index]?.posicao?.message}
            >
              <TextInput maxLength={80} autoComplete="off" {...register(`estruturas.${index}.posicao`)} />
            </FormField>
            <Button
              variant="ghost"
              onClick={() => structures.remove(index)}
              aria-label={`Remover sugestão ${String(index + 1)}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => structures.append({ estrutura_id: 'funcionario', posicao: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Adicionar estrutura
        </Button>
      </fieldset>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
