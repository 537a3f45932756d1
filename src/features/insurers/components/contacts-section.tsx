import { HistoryPanel } from '../../../audit/history-panel';
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import { displayPhone } from '../../../contract/documents';
import type { InsurerContact } from '../../../contract/insurers';
import { INSURER_CONTACT_SORT } from '../../../contract/insurers';
import { Button } from '../../../ui/button';
import { announceOutcome } from '../../../forms/command-feedback';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import type { ListSearchPatch } from '../../../ui/data-table/list-search';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { useCommandSave } from '../../../forms/use-command-save';
import { useEditVersion } from '../../../forms/use-record-edit';
import { contactQuery, contactsQuery } from '../api';
import { apiPath } from '../../../contract/manifest';
import { insurerApi } from '../../../contract/manifests/insurers';
import type { InsurerRef } from '../commands';
import { createInsurerContact, insurerDraftKeys, updateInsurerContact } from '../commands';
import { contactColumns, contactCsvColumns } from '../columns';
import { useInsurerPermissions } from '../permissions';
import type { ContactListSearch } from '../search';
import { ContactForm } from './contact-form';
import type { ContactFormValues } from './contact-form';
import { RecordState } from '../../../forms/record-state';

function valuesOf(contact: InsurerContact): ContactFormValues {
  return {
    nome: contact.nome,
    email: contact.email ?? '',
    telefone: displayPhone(contact.telefone),
    cargo: contact.cargo ?? '',
    ativo: contact.ativo,
  };
}

function NewContact({ insurer, onDone }: { insurer: InsurerRef; onDone: () => void }) {
  const save = useCommandSave(createInsurerContact);
  const [id] = useState(() => crypto.randomUUID());
  return (
    <ContactForm
      draftKey={insurerDraftKeys.createContact(insurer.id)}
      onSubmit={async (data) =>
        announceOutcome(
          await save({ insurer, contact: { ...data, id } }),
          (saved) => `Contato ${saved.nome} cadastrado.`,
        )
      }
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}

function EditContact({
  insurer,
  contactId,
  onDone,
}: {
  insurer: InsurerRef;
  contactId: string;
  onDone: () => void;
}) {
  const contact = useQuery(contactQuery(insurer.id, contactId));
  const save = useCommandSave(updateInsurerContact);
  const version = useEditVersion(contact, null);
  if (!contact.data) return <RecordState error={contact.error} paused={contact.fetchStatus === 'paused'} />;
  return (
    <>
      <ContactForm
        draftKey={insurerDraftKeys.updateContact(contactId)}
        defaultValues={valuesOf(contact.data.data)}
        onSubmit={async (data) =>
          announceOutcome(
            await save({ insurer, id: contactId, etag: version(), data }),
            (saved) => `Contato ${saved.nome} salvo.`,
          )
        }
        onSaved={onDone}
        onCancel={onDone}
      />
      <HistoryPanel entity="contato_seguradora" id={contactId} headingLevel={3} />
    </>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export interface ContactsSectionProps {
  insurer: InsurerRef;
  /** The table's page, sort and filter: kept in the insurer page's URL by the route. */
  search: ContactListSearch;
  onSearchChange: ListSearchChange<ListSearchPatch>;
}

/** 'Contatos de relacionamento' on the insurer page: a paged table and a dialog to add or edit one. */
export function ContactsSection({ insurer, search, onSearchChange }: ContactsSectionProps) {
  const contacts = useQuery(contactsQuery(insurer.id, search));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({
    creates: [
      pendingOf(createInsurerContact, {
        where: (p) => p.insurer.id === insurer.id,
        recordId: (p) => p.contact.id,
      }),
    ],
    updates: [pendingOf(updateInsurerContact, { where: (p) => p.insurer.id === insurer.id })],
  });
  const { canCreate, canEdit } = useInsurerPermissions();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  // Not a named region: the table below is already the region 'Contatos de relacionamento', and two
  // landmarks with one name confuse a screen reader's landmark list (axe landmark-unique).
  return (
    <section className="mt-6 flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="contatos-relacionamento" className="text-lg font-semibold text-slate-900">
          Contatos de relacionamento
        </h2>
        {canCreate && (
          <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden="true" className="size-4" />
            Novo contato
          </Button>
        )}
      </header>
      <DataTable
        label="Contatos de relacionamento"
        columns={contactColumns}
        result={contacts.data}
        isFetching={contacts.isFetching}
        isError={contacts.isError}
        pending={pending}
        search={search}
        sortFields={INSURER_CONTACT_SORT}
        onSearchChange={onSearchChange}
        getRowId={(contact) => contact.id}
        filterLabel="Buscar por nome, e-mail ou cargo"
        csv={{
          fileName: 'contatos-seguradora',
          fetchAll: () =>
            fetchAllRows<InsurerContact>(apiPath(insurerApi.contacts, { id: insurer.id }), search),
          columns: contactCsvColumns,
        }}
        rowActions={(contact) =>
          canEdit && (
            <Button
              variant="ghost"
              aria-label={`Editar contato ${contact.nome}`}
              onClick={() => setEditing({ kind: 'edit', id: contact.id })}
            >
              Editar
            </Button>
          )
        }
      />
      <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {editing?.kind === 'edit' ? 'Editar contato' : 'Novo contato'}
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              Dados do contato de relacionamento da seguradora.
            </Dialog.Description>
            {editing?.kind === 'new' && <NewContact insurer={insurer} onDone={close} />}
            {editing?.kind === 'edit' && (
              <EditContact insurer={insurer} contactId={editing.id} onDone={close} />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
