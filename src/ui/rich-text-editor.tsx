import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered } from 'lucide-react';
import { cx } from '../lib/cx';
import { useFormField } from './form-field';

export interface RichTextEditorProps {
  /** HTML ('' for empty). */
  value: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  /** The accessible name of the editable area (a <label for> does not name a contenteditable). */
  label: string;
  /** Shows the text without toolbar nor editing (a summary). */
  readOnly?: boolean;
  disabled?: boolean;
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
  }),
];

const textClasses = 'text-slate-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6';
const editableClasses = `${textClasses} min-h-40 px-3 py-2 text-base focus:outline-none`;

/**
 * A rich text field over Tiptap (ProseMirror): paragraphs, bold, italic, bulleted and numbered lists,
 * nothing else (the document model drops any other markup, pasted or restored). The value is HTML,
 * '' while empty; the server sanitises it again. Heavy (about 125 KiB gzip): import it with
 * React.lazy so only the screens that show it download it.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  readOnly = false,
  disabled = false,
}: RichTextEditorProps) {
  const field = useFormField();
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  });
  const editable = !readOnly && !disabled;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(field?.describedBy ? { 'aria-describedby': field.describedBy } : {}),
        ...(field?.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(editable ? {} : { 'aria-readonly': 'true' }),
        ...(field && !readOnly ? { id: field.id } : {}),
        class: readOnly ? textClasses : editableClasses,
      },
    },
    onUpdate: ({ editor: changed }) => handlers.current.onChange?.(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => handlers.current.onBlur?.(),
  });

  useEffect(() => {
    editor.setEditable(editable);
  }, [editor, editable]);

  // A value set from outside (a draft restored, a reset) replaces the text; the user's own typing,
  // which the value then echoes, does not.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (readOnly) return <EditorContent editor={editor} />;
  return (
    <div
      className={cx(
        'rounded-lg border border-slate-300 bg-white shadow-xs focus-within:border-brand-500',
        'focus-within:ring-2 focus-within:ring-brand-500/40',
        field?.invalid && 'border-red-600',
        disabled && 'bg-slate-100',
      )}
    >
      <Toolbar editor={editor} label={label} disabled={!editable} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label, disabled }: { editor: Editor; label: string; disabled: boolean }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={`Formatação: ${label}`}
      className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
    >
      <ToolButton
        label="Negrito"
        pressed={active.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      >
        <Bold className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label="Itálico"
        pressed={active.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label="Lista com marcadores"
        pressed={active.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label="Lista numerada"
        pressed={active.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered className="size-4" aria-hidden="true" />
      </ToolButton>
    </div>
  );
}

interface ToolButtonProps {
  label: string;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the text selection: a mouse press on the button would blur the editor first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50',
        pressed && 'bg-brand-50 text-brand-700',
      )}
    >
      {children}
    </button>
  );
}
