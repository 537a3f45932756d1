import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Court } from '../../../contract/judiciary';
import { UFS } from '../../../contract/judiciary';
import { showAlert } from '../../../ui/feedback';
import { courtQuery, useUpdateCourt } from '../api';
import type { CourtFormValues } from './court-form';
import { CourtForm } from './court-form';
import { RecordState, Screen } from './screen';

function formValuesOf(court: Court): CourtFormValues {
  return {
    segmento: court.segmento.id,
    codigo_tr: court.codigo_tr,
    sigla: court.sigla,
    nome: court.nome,
    uf: UFS.find((uf) => uf === court.uf) ?? null,
    ativo: court.ativo,
  };
}

/** /tribunais/$tribunal/editar-tribunal. */
export function CourtEdit({ courtId }: { courtId: string }) {
  const navigate = useNavigate();
  const court = useQuery(courtQuery(courtId));
  const update = useUpdateCourt(courtId);
  const backToList = () => navigate({ to: '/tribunais' });

  return (
    <Screen title={court.data ? `Editar tribunal ${court.data.sigla}` : 'Editar tribunal'}>
      {court.data ? (
        <CourtForm
          key={court.data.id}
          defaultValues={formValuesOf(court.data)}
          onSubmit={async (data) => {
            const saved = await update.mutateAsync(data);
            showAlert('success', `Tribunal ${saved.sigla} salvo.`);
            await backToList();
          }}
          onCancel={() => void backToList()}
        />
      ) : (
        <RecordState error={court.error} />
      )}
    </Screen>
  );
}
