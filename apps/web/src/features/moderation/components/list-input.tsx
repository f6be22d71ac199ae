import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Chip } from '../../../components/ui/chip';
import {
  Field,
  bareInputClasses,
  controlFrameClasses,
  describedBy,
  useFieldIds,
} from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

export interface ListInputProps {
  label: ReactNode;
  hint?: ReactNode;
  value: string[];
  onChange: (value: string[]) => void;
  /** How an entry is stored (`@Name` → `name`). */
  normalize: (text: string) => string;
  max: number;
  /** The entry the server named (`allow.2`), shown red. */
  errorIndex?: number;
  error?: ReactNode;
  testId?: string;
}

/**
 * A short list as chips (domains, Kick names): type one and press Enter or comma; Backspace in
 * the empty field takes the last one back to edit it.
 */
export function ListInput({
  label,
  hint,
  value,
  onChange,
  normalize,
  max,
  errorIndex,
  error,
  testId,
}: ListInputProps) {
  const ids = useFieldIds();
  const [draft, setDraft] = useState('');
  const full = value.length >= max;

  const commit = () => {
    const entry = normalize(draft);
    setDraft('');
    if (!entry || value.includes(entry) || full) return;
    onChange([...value, entry]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      setDraft(value[value.length - 1]!);
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <div
        data-testid={testId}
        className={cn(
          controlFrameClasses(Boolean(error)),
          'min-h-10 flex-wrap gap-1.5 px-2 py-1.5',
        )}
      >
        {value.map((entry, index) => (
          <Chip
            key={entry}
            variant={index === errorIndex ? 'danger' : 'neutral'}
            onRemove={() => onChange(value.filter((e) => e !== entry))}
            removeLabel={entry}
          >
            {entry}
          </Chip>
        ))}
        <input
          id={ids.inputId}
          value={draft}
          disabled={full}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          autoComplete="off"
          className={cn(bareInputClasses, 'h-7 min-w-28 flex-1 px-1')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      </div>
    </Field>
  );
}
