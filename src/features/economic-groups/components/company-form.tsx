import type { Refusal } from '../../../forms/command-feedback';
import { CommandFormFrame } from '../../../forms/command-form-frame';
import { useOutboxForm } from '../../../forms/use-command-form';
import { FormActions } from '../../../ui/form-actions';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import type { CompanyFormValues, NewCompanyFormData } from '../form-schema';
import { emptyAddress, newCompanyFormSchema } from '../form-schema';
import { CompanyDataFields } from './company-data-fields';
import { FormSection } from './form-section';

const FIELDS = [
  'cnpj',
  'razao_social',
  'nome_fantasia',
  'atividade_principal',
  'telefone',
  'email',
  'ativo',
  'vigencia_maxima_meses',
] as const;

export const emptyCompany: CompanyFormValues = {
  cnpj: '',
  razao_social: '',
  nome_fantasia: '',
  atividade_principal: null,
  endereco: emptyAddress,
  telefone: '',
  email: '',
  ativo: true,
  vigencia_maxima_meses: 60,
};

export interface CompanyFormProps {
  draftKey: string;
  defaultValues?: CompanyFormValues | undefined;
  /** What the form is about ('Dados do tomador' / 'Dados da filial'). */
  label: string;
  /** The saved CNPJ of a company being edited (read-only). */
  fixedCnpj?: string | undefined;
  cnpjHint?: string | undefined;
  onSubmit: (data: NewCompanyFormData) => Promise<Refusal | null>;
  onSaved: () => unknown;
  onCancel: () => void;
}

/** Create and edit form of a borrower or subsidiary, validated by the server's rules (companyBody). */
export function CompanyForm({
  draftKey,
  defaultValues = emptyCompany,
  label,
  fixedCnpj,
  cnpjHint,
  onSubmit,
  onSaved,
  onCancel,
}: CompanyFormProps) {
  const { form, command } = useOutboxForm(newCompanyFormSchema, {
    defaultValues,
    draftKey,
    fields: FIELDS,
    onSubmit,
    onSaved,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <CommandFormFrame command={command} label={label} className="flex max-w-4xl flex-col gap-5">
      <FormSection title="Empresa">
        <CompanyDataFields form={form} fixedCnpj={fixedCnpj} cnpjHint={cnpjHint} />
      </FormSection>
      <FormSection title="Garantias">
        <FormField
          label="Vigência máxima (meses)"
          hint="O prazo mais longo que as apólices desta empresa podem ter."
          error={errors.vigencia_maxima_meses?.message}
          required
          className="sm:w-64"
        >
          <TextInput
            type="number"
            inputMode="numeric"
            min={1}
            max={240}
            {...register('vigencia_maxima_meses', { valueAsNumber: true })}
          />
        </FormField>
      </FormSection>
      <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </CommandFormFrame>
  );
}
