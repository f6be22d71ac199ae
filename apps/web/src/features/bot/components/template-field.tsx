import {
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX, unknownVariables } from '@kyo/contracts';
import { Textarea } from '../../../components/ui/textarea';
import { insertAtCursor } from '../lib/insert-at-cursor';
import { suggestVariable } from '../lib/suggest';

export interface TemplateFieldHandle {
  /** Puts `{token}` at the caret (or at the end when the field was never focused). */
  insert(token: string): void;
  focus(): void;
}

export interface TemplateFieldProps {
  ref?: Ref<TemplateFieldHandle>;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** The variables this template may use; any other `{name}` is flagged as you type. */
  allowed: readonly string[];
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  rows?: number;
  name?: string;
  id?: string;
  'aria-label'?: string;
}

/** The text of the unknown-variable message, shared with the save buttons that it disables. */
export function useUnknownVariableMessage() {
  const { t } = useTranslation('bot');
  return (unknown: string[], allowed: readonly string[]): string | null => {
    if (unknown.length === 0) return null;
    const list = unknown.map((v) => `{${v}}`).join(', ');
    const suggestion = unknown.length === 1 ? suggestVariable(unknown[0]!, allowed) : null;
    const base = t('editor.unknownVariable', { count: unknown.length, list });
    return suggestion ? `${base} ${t('editor.didYouMean', { token: `{${suggestion}}` })}` : base;
  };
}

/**
 * A bot message template: a textarea that flags unknown `{variables}` while you type (the same
 * check the server makes on save) and accepts variables inserted at the caret by a picker.
 */
export function TemplateField({
  ref,
  value,
  onChange,
  onBlur,
  onFocus,
  allowed,
  label,
  hint,
  error,
  placeholder,
  rows = 2,
  name,
  id,
  'aria-label': ariaLabel,
}: TemplateFieldProps) {
  const generated = useId();
  const inner = useRef<HTMLTextAreaElement>(null);
  const focusedOnce = useRef(false);
  const pendingCaret = useRef<number | null>(null);
  const unknownMessage = useUnknownVariableMessage();
  const unknown = unknownVariables(value, allowed);

  useImperativeHandle(
    ref,
    () => ({
      insert(token) {
        const element = inner.current;
        const known = focusedOnce.current && element;
        const result = insertAtCursor(
          value,
          token,
          known ? element.selectionStart : null,
          known ? element.selectionEnd : null,
        );
        pendingCaret.current = result.caret;
        onChange(result.value);
      },
      focus() {
        inner.current?.focus();
      },
    }),
    [value, onChange],
  );

  // After an insert, the caret goes right after the inserted variable, in the field.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const element = inner.current;
    if (caret === null || !element) return;
    pendingCaret.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [value]);

  return (
    <Textarea
      ref={inner}
      id={id ?? generated}
      name={name}
      label={label}
      hint={hint}
      aria-label={ariaLabel}
      error={unknownMessage(unknown, allowed) ?? error}
      value={value}
      rows={rows}
      maxLength={MESSAGE_MAX}
      placeholder={placeholder}
      spellCheck
      onChange={(event) => onChange(event.target.value)}
      onFocus={() => {
        focusedOnce.current = true;
        onFocus?.();
      }}
      onBlur={onBlur}
    />
  );
}
