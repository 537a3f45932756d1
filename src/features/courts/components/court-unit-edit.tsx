import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { CourtUnit } from '../../../contract/judiciary';
import { showAlert } from '../../../ui/feedback';
import { courtQuery, courtUnitQuery, useUpdateCourtUnit } from '../api';
import type { CourtUnitFormValues } from './court-unit-form';
import { CourtUnitForm } from './court-unit-form';
import { RecordState, Screen } from './screen';

function formValuesOf(unit: CourtUnit): CourtUnitFormValues {
  return { codigo: unit.codigo, nome: unit.nome, comarca: unit.comarca ?? '', ativo: unit.ativo };
}

/** /tribunais/$tribunal/vara/$vara. */
export function CourtUnitEdit({ courtId, unitId }: { courtId: string; unitId: string }) {
  const navigate = useNavigate();
  const court = useQuery(courtQuery(courtId));
  const unit = useQuery(courtUnitQuery(courtId, unitId));
  const update = useUpdateCourtUnit(courtId, unitId);
  const backToUnits = () => navigate({ to: '/tribunais/$tribunal/varas', params: { tribunal: courtId } });

  return (
    <Screen title={court.data ? `Editar vara do ${court.data.sigla}` : 'Editar vara'}>
      {unit.data ? (
        <CourtUnitForm
          key={unit.data.id}
          defaultValues={formValuesOf(unit.data)}
          onSubmit={async (data) => {
            const saved = await update.mutateAsync(data);
            showAlert('success', `Vara ${saved.codigo} salva.`);
            await backToUnits();
          }}
          onCancel={() => void backToUnits()}
        />
      ) : (
        <RecordState error={unit.error} />
      )}
    </Screen>
  );
}
