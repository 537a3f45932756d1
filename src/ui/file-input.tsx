import type { ChangeEvent } from 'react';
import { useRef } from 'react';
import { Paperclip, X } from 'lucide-react';
import { fieldAttributes, useFormField } from './form-field';
import { buttonClasses } from './button';

export interface FileInputProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** Accepted types, e.g. 'application/pdf,image/png'. */
  accept?: string;
  disabled?: boolean;
  id?: string;
  /** The multipart field name: always `arquivo` on the wire (SPEC.md §3). */
  name?: string;
}

function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** Picks one file (only one may be selected per upload, SPEC.md §5). */
export function FileInput({ value, onChange, accept, disabled, id, name = 'arquivo' }: FileInputProps) {
  const field = useFormField();
  const inputRef = useRef<HTMLInputElement>(null);
  const attributes = fieldAttributes(field, { id });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.currentTarget.files?.[0] ?? null);
  }

  function clear() {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        {...attributes}
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        onChange={handleChange}
        className="peer sr-only"
      />
      <label
        htmlFor={attributes.id}
        className={buttonClasses(
          'secondary',
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <Paperclip className="size-4" aria-hidden="true" />
        {value ? 'Trocar arquivo' : 'Escolher arquivo'}
      </label>
      {value ? (
        <span className="flex items-center gap-1 text-sm text-slate-700">
          <span className="max-w-64 truncate" title={value.name}>
            {value.name}
          </span>
          <span className="text-slate-500">({sizeLabel(value.size)})</span>
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            aria-label={`Remover o arquivo ${value.name}`}
            className="touch-target flex items-center justify-center rounded-md text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </span>
      ) : (
        <span className="text-sm text-slate-500">Nenhum arquivo selecionado.</span>
      )}
    </div>
  );
}
