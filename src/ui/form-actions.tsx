import { Button } from './button';

/** The footer of a record form: Cancelar and Salvar (busy while the command is sent). */
export function FormActions({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" loading={isSubmitting}>
        Salvar
      </Button>
    </div>
  );
}
