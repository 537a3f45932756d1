import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { modalityAccess } from '../../../contract/manifests/modalities';
import type { PermissionArea, PermittedModality } from '../../../contract/modalities';
import { PERMISSION_AREAS } from '../../../contract/modalities';
import { cx } from '../../../lib/cx';
import { useAllowed } from '../../../session/allowed';
import { Button } from '../../../ui/button';
import { announceOutcome } from '../../../forms/command-feedback';
import { FormAlert } from '../../../ui/form-alert';
import { SubModalityTree } from '../../../widgets/sub-modality-tree';
import { useCommandSave } from '../../../forms/use-command-save';
import { permissionsTreeQuery } from '../api';
import { saveQuotePermissions } from '../commands';

export interface QuotePermissionsEditorProps {
  /** The area shown first (default garantia); the other areas are a tab away. */
  area?: PermissionArea;
  /** The areas offered (default: every area with quote permissions, garantia and agronegocio). */
  areas?: readonly PermissionArea[];
  /** A user or an office id. */
  targetId: string;
  /** How the sync page names the target while the save waits ('ANA', 'ESCRITÓRIO SUL'). */
  targetName?: string;
  /** Classes of the editor's section (the page places it). */
  className?: string;
}

/** The tab names of the areas. */
export const AREA_LABELS: Record<PermissionArea, string> = {
  garantia: 'Garantia',
  agronegocio: 'Agronegócio',
};

/** The sub-modality ids the tree marks as permitted. */
export function permittedIds(tree: readonly PermittedModality[]): Set<string> {
  return new Set(tree.flatMap((m) => m.submodalidades.filter((s) => s.permitida).map((s) => s.id)));
}

/**
 * The modalities and sub-modalities a user or an office may quote, one tab per area (garantia,
 * agronegócio; any economic group), each a checkbox tree with its own Save. An area is read when its
 * tab is first opened; the clicks not yet saved in one area stay while the other is shown. Saving
 * replaces the area's whole set, through the outbox. Only for who may read quote permissions.
 */
export function QuotePermissionsEditor({
  area = 'garantia',
  areas = PERMISSION_AREAS,
  targetId,
  targetName = 'o usuário',
  className,
}: QuotePermissionsEditorProps) {
  const allowed = useAllowed(modalityAccess.permissions);
  const [active, setActive] = useState<PermissionArea>(areas.includes(area) ? area : (areas[0] ?? area));
  const [opened, setOpened] = useState<readonly PermissionArea[]>([active]);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!allowed) return null;

  const open = (next: PermissionArea) => {
    setActive(next);
    if (!opened.includes(next)) setOpened([...opened, next]);
  };
  // Arrows, Home and End move between the tabs (WAI-ARIA tabs, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = areas.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = to === null ? undefined : areas[to];
    if (to === null || !next) return;
    event.preventDefault();
    open(next);
    tabs.current[to]?.focus();
  };
  const tabId = (a: PermissionArea) => `${baseId}-aba-${a}`;
  const panelId = (a: PermissionArea) => `${baseId}-painel-${a}`;

  return (
    <section aria-label="Permissões de cotação" className={cx('flex flex-col gap-3', className)}>
      <h2 className="text-base font-semibold text-slate-900">Modalidades que pode cotar</h2>
      {areas.length > 1 && (
        <div role="tablist" aria-label="Área das permissões" className="flex gap-1 border-b border-slate-200">
          {areas.map((a, index) => (
            <button
              key={a}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(a)}
              aria-selected={a === active}
              aria-controls={panelId(a)}
              tabIndex={a === active ? 0 : -1}
              onClick={() => open(a)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cx(
                '-mb-px min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                a === active
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {AREA_LABELS[a]}
            </button>
          ))}
        </div>
      )}
      {opened.map((a) => (
        <div
          key={a}
          role={areas.length > 1 ? 'tabpanel' : undefined}
          id={panelId(a)}
          aria-labelledby={areas.length > 1 ? tabId(a) : undefined}
          hidden={a !== active}
        >
          <AreaPermissions area={a} targetId={targetId} targetName={targetName} />
        </div>
      ))}
    </section>
  );
}

/** One area's tree with its Save. */
function AreaPermissions({
  area,
  targetId,
  targetName,
}: {
  area: PermissionArea;
  targetId: string;
  targetName: string;
}) {
  const tree = useQuery(permissionsTreeQuery(area, targetId));
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useCommandSave(saveQuotePermissions);
  // The choice starts from the server's answer, once; a refetch must not undo the user's clicks.
  if (selected === null && tree.data) setSelected(permittedIds(tree.data));

  if (!tree.data || !selected)
    return tree.isError ? (
      <p role="alert" className="text-red-700">
        {tree.error.message}
      </p>
    ) : (
      <p role="status" className="text-slate-600">
        Carregando modalidades…
      </p>
    );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Modalidades de {AREA_LABELS[area]} que pode cotar</legend>
      <FormAlert message={error} />
      {tree.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma modalidade ativa nesta área.</p>
      ) : (
        <SubModalityTree modalities={tree.data} selected={selected} onChange={setSelected} />
      )}
      <div className="flex justify-end">
        <Button
          loading={saving}
          onClick={() => {
            setSaving(true);
            setError(null);
            save({ area, targetId, targetName, submodalidadeids: [...selected].sort() })
              .then((outcome) => {
                const refusal = announceOutcome(
                  outcome,
                  () => `Permissões de cotação (${AREA_LABELS[area]}) salvas.`,
                );
                setError(refusal ? refusal.message : null);
              })
              .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
              .finally(() => setSaving(false));
          }}
        >
          Salvar permissões de {AREA_LABELS[area]}
        </Button>
      </div>
    </fieldset>
  );
}
