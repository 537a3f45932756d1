import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { acceptTerms, meQuery } from '../api';

export interface TermsOfUseProps {
  /** Whether the user still has to accept (otherwise the text is shown for reference). */
  pending: boolean;
  onAccepted: () => void;
}

const sections: { title: string; text: string }[] = [
  {
    title: '1. Objeto',
    text:
      'Este termo regula o uso do Portal da Corretora, ferramenta destinada à cotação, contratação e ' +
      'acompanhamento de seguros garantia e de seguros do agronegócio, bem como aos cadastros que os apoiam.',
  },
  {
    title: '2. Acesso e credenciais',
    text:
      'O acesso é pessoal e intransferível. Você é responsável por manter sua senha em sigilo e por todas as ' +
      'operações feitas com o seu login. Ao suspeitar de uso indevido, altere a senha e comunique a corretora.',
  },
  {
    title: '3. Uso das informações',
    text:
      'Os dados de tomadores, segurados, apólices e cotações acessados pelo portal são confidenciais e só podem ' +
      'ser usados para as finalidades do contrato de corretagem. É vedado copiá-los ou repassá-los a terceiros ' +
      'sem autorização.',
  },
  {
    title: '4. Proteção de dados pessoais',
    text:
      'O tratamento de dados pessoais segue a Lei nº 13.709/2018 (LGPD). Coletamos apenas os dados necessários ' +
      'à análise de risco, à emissão e à gestão dos seguros, e registramos as operações feitas no portal para ' +
      'fins de auditoria e segurança.',
  },
  {
    title: '5. Uso sem conexão',
    text:
      'O portal pode guardar no seu dispositivo dados e operações pendentes para uso sem internet. Proteja o ' +
      'dispositivo com senha e saia do portal ao usar equipamentos compartilhados.',
  },
  {
    title: '6. Alterações',
    text: 'Este termo pode ser atualizado. Quando isso acontecer, uma nova aceitação será solicitada no próximo acesso.',
  },
];

/** The terms of use, with 'Aceitar' while the acceptance is pending. */
export function TermsOfUse({ pending, onAccepted }: TermsOfUseProps) {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  async function accept() {
    setBusy(true);
    try {
      await acceptTerms();
      // The account changed (and its ETag): a profile edit must start from the new version.
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      onAccepted();
    } catch {
      // Shown by the API client's alert; the button is available again.
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 text-sm leading-6 text-slate-700 md:p-8">
        {sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`termo-secao-${i}`}>
            <h2 id={`termo-secao-${i}`} className="mb-1 text-base font-semibold text-slate-900">
              {section.title}
            </h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
      {pending && (
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-slate-600">Para continuar usando o portal, aceite o termo de uso.</p>
          <Button onClick={accept} loading={busy}>
            Aceitar
          </Button>
        </div>
      )}
    </div>
  );
}
