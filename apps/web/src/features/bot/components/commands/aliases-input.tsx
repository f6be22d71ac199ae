import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../../components/ui/chip';
import {
  Field,
  bareInputClasses,
  controlFrameClasses,
  describedBy,
  useFieldIds,
} from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';

export interface AliasesInputProps {
  label: ReactNode;
  hint?: ReactNode;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** The first alias that has a problem, and the problem (`aliases.1` from the server). */
  errorIndex?: number;
  error?: ReactNode;
  max: number;
}

/** `!discord` → `discord`: aliases are stored without the `!`, lower-case, like triggers. */
const normalize = (text: string) => text.trim().replace(/^!+/, '').toLowerCase();

/**
 * Other triggers for the same command, as chips: type one and press Enter, space or comma;
 * Backspace in the empty field takes the last one back.
 */
export function AliasesInput({
  label,
  hint,
  value,
  onChange,
  onBlur,
  errorIndex,
  error,
  max,
}: AliasesInputProps) {
  const { t } = useTranslation('bot');
  const ids = useFieldIds();
  const [draft, setDraft] = useState('');
  const full = value.length >= max;

  const commit = () => {
    const alias = normalize(draft);
    setDraft('');
    if (!alias || value.includes(alias) || full) return;
    onChange([...value, alias]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      const last = value[value.length - 1]!;
      onChange(value.slice(0, -1));
      setDraft(`!${last}`);
    }
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <div
        className={cn(
          controlFrameClasses(Boolean(error)),
          'min-h-10 flex-wrap gap-1.5 px-2 py-1.5',
        )}
      >
        {value.map((alias, index) => (
          <Chip
            key={alias}
            variant={index === errorIndex ? 'danger' : 'neutral'}
            onRemove={() => onChange(value.filter((a) => a !== alias))}
            removeLabel={`!${alias}`}
          >
            <span data-testid="alias-chip">!{alias}</span>
          </Chip>
        ))}
        <input
          id={ids.inputId}
          value={draft}
          disabled={full}
          placeholder={
            full ? t('editor.aliasesFull') : value.length ? '' : t('editor.aliasesPlaceholder')
          }
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          autoComplete="off"
          className={cn(bareInputClasses, 'h-7 min-w-24 px-1')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
        />
      </div>
    </Field>
  );
}
