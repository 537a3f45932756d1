import { Suspense, lazy } from 'react';
import { displayPhone } from '../../../contract/phone';
import { TextInput } from '../../../ui/text-input';
import type { StepProps } from './fields';
import { GuestField } from './fields';
import type { GuestFormValues } from './form-values';

// The CNPJ autofill reads the personal-data API, which only staff may call: guests never load it.
const StaffCnpjAutofill = lazy(() =>
  import('./staff-autofill').then((m) => ({ default: m.StaffCnpjAutofill })),
);

type Producer = GuestFormValues['produtor'];

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** '12345678909' -> '123.456.789-09'; 14 digits as a CNPJ; anything else as typed. */
export function formatDocument(text: string): string {
  const d = digitsOf(text);
  if (d.length === 11) return d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (d.length === 14) return d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return text;
}

/** Only digits and the usual separators are kept while typing (a letter is not part of a number). */
const numericText = (text: string) => text.replace(/[^\d.\-/() ]/g, '');

/**
 * Step 1: the producer. The CPF or CNPJ and the phone take the number keyboard and are shown with
 * their punctuation once the field is left (no input mask: this first step stays light to open).
 */
export function ProducerStep({
  values,
  update,
  errors,
  staff,
}: Omit<StepProps, 'formData'> & { staff: boolean }) {
  const set = <K extends keyof Producer>(key: K, value: Producer[K]) =>
    update((v) => ({ ...v, produtor: { ...v.produtor, [key]: value } }));
  const document = digitsOf(values.produtor.documento);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <GuestField
        path="produtor.documento"
        label="CPF ou CNPJ do produtor"
        errors={errors}
        required
        hint="Só os números; a pontuação é colocada ao sair do campo."
      >
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          value={values.produtor.documento}
          onChange={(e) => set('documento', numericText(e.currentTarget.value))}
          onBlur={(e) => set('documento', formatDocument(e.currentTarget.value))}
        />
      </GuestField>
      {staff && document.length === 14 && (
        <Suspense fallback={null}>
          <StaffCnpjAutofill
            document={values.produtor.documento}
            onFound={(company) =>
              update((v) => ({
                ...v,
                produtor: {
                  ...v.produtor,
                  nome: v.produtor.nome || company.razao_social,
                  email: v.produtor.email || (company.email ?? ''),
                  telefone: v.produtor.telefone || (company.telefone ?? ''),
                },
              }))
            }
          />
        </Suspense>
      )}
      <GuestField
        path="produtor.nome"
        label="Nome do produtor"
        errors={errors}
        required
        className="md:col-span-2"
      >
        <TextInput
          value={values.produtor.nome}
          autoComplete="name"
          onChange={(e) => set('nome', e.currentTarget.value)}
        />
      </GuestField>
      <GuestField path="produtor.email" label="E-mail" errors={errors}>
        <TextInput
          type="email"
          autoComplete="email"
          value={values.produtor.email}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
      </GuestField>
      <GuestField path="produtor.telefone" label="Telefone (com DDD)" errors={errors}>
        <TextInput
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          placeholder="(00) 00000-0000"
          value={values.produtor.telefone}
          onChange={(e) => set('telefone', numericText(e.currentTarget.value))}
          onBlur={(e) => {
            const digits = digitsOf(e.currentTarget.value);
            if (/^\d{10,11}$/.test(digits)) set('telefone', displayPhone(digits));
          }}
        />
      </GuestField>
    </div>
  );
}
