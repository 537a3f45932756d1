import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import type { TextInputProps } from './text-input';
import { TextInput } from './text-input';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'uppercase'>;

/** A password input with a show/hide toggle (typing on a tablet is error-prone). */
export function PasswordInput({ className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextInput
        {...rest}
        type={visible ? 'text' : 'password'}
        uppercase={false}
        className={`pr-12 ${className ?? ''}`}
      />
      <button
        type="button"
        aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        className="touch-target absolute inset-y-0 right-0 flex items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
      </button>
    </div>
  );
}
