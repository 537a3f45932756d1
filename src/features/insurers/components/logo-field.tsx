import { useEffect, useState } from 'react';
import { IMAGE_TYPES, UPLOAD_MAX_BYTES } from '../../../contract/files';
import { Button } from '../../../ui/button';
import { FileInput } from '../../../ui/file-input';
import { FormField } from '../../../ui/form-field';

/** Why a chosen logo cannot be sent, checked before it is queued (the server checks the bytes again). */
export function logoProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'O logo deve ser uma imagem PNG, JPEG ou WebP.';
  if (file.size > UPLOAD_MAX_BYTES) return 'O logo excede o limite de 20 MB.';
  return null;
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export interface LogoFieldProps {
  /** The logo saved on the insurer (its URL), when it keeps one. */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onRemoveCurrent: () => void;
  error?: string | undefined;
}

/** The insurer's logo: the saved one or the chosen file, previewed; the upload happens on save. */
export function LogoField({ currentUrl, file, onFileChange, onRemoveCurrent, error }: LogoFieldProps) {
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl;
  return (
    <FormField label="Logo" hint="PNG, JPEG ou WebP, até 20 MB." error={error} className="sm:col-span-2">
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt="Pré-visualização do logo"
            className="size-20 rounded border border-slate-200 object-contain"
          />
        ) : (
          <span className="flex size-20 items-center justify-center rounded border border-dashed border-slate-300 text-xs text-slate-500">
            Sem logo
          </span>
        )}
        <FileInput value={file} onChange={onFileChange} accept={IMAGE_TYPES.join(',')} name="logo" />
        {!file && currentUrl && (
          <Button variant="ghost" onClick={onRemoveCurrent}>
            Remover logo
          </Button>
        )}
      </div>
    </FormField>
  );
}
