import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { showAlert } from '../../../ui/feedback';
import { useCreateCourt } from '../api';
import { CourtForm } from './court-form';
import { Screen } from './screen';

/** /tribunais/novo-tribunal. */
export function CourtCreate() {
  const navigate = useNavigate();
  const create = useCreateCourt();
  // One id per form: a retried save (lost answer, double click) lands on the same court.
  const [id] = useState(() => crypto.randomUUID());
  const backToList = () => navigate({ to: '/tribunais' });

  return (
    <Screen title="Novo tribunal">
      <CourtForm
        onSubmit={async (data) => {
          const court = await create.mutateAsync({ id, ...data });
          showAlert('success', `Tribunal ${court.sigla} cadastrado.`);
          await backToList();
        }}
        onCancel={() => void backToList()}
      />
    </Screen>
  );
}
