import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { showAlert } from '../../../ui/feedback';
import { courtQuery, useCreateCourtUnit } from '../api';
import { CourtUnitForm } from './court-unit-form';
import { Screen } from './screen';

/** /tribunais/$tribunal/nova-vara. */
export function CourtUnitCreate({ courtId }: { courtId: string }) {
  const navigate = useNavigate();
  const court = useQuery(courtQuery(courtId));
  const create = useCreateCourtUnit(courtId);
  // One id per form: a retried save (lost answer, double click) lands on the same unit.
  const [id] = useState(() => crypto.randomUUID());
  const backToUnits = () => navigate({ to: '/tribunais/$tribunal/varas', params: { tribunal: courtId } });

  return (
    <Screen title={court.data ? `Nova vara do ${court.data.sigla}` : 'Nova vara'}>
      <CourtUnitForm
        onSubmit={async (data) => {
          const unit = await create.mutateAsync({ id, ...data });
          showAlert('success', `Vara ${unit.codigo} cadastrada.`);
          await backToUnits();
        }}
        onCancel={() => void backToUnits()}
      />
    </Screen>
  );
}
