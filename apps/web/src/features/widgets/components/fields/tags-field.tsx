import { useId, useState, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Chip } from '../../../../components/ui/chip';
import { TextInput } from '../../../../components/ui/text-input';
import type { WidgetFormValues } from '../../hooks/use-widget-form';
import { useFieldError } from './use-field-error';

/** Kick usernames are at most 25 characters; the contract allows 30. */
const MAX_NAME = 30;

/** A list of names (hidden users and bots): type one, Enter or Add, remove with its ×. */
export function TagsField({
  name,
  label,
  hint,
  max,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  max: number;
}) {
  const { t } = useTranslation('widgets');
  const { control } = useFormContext<WidgetFormValues>();
  const error = useFieldError(name);
  const [draft, setDraft] = useState('');
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const tags = (field.value as string[] | undefined) ?? [];
        const add = () => {
          const tag = draft.trim().replace(/^@/, '');
          if (!tag || tag.length > MAX_NAME) return;
          if (!tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
            field.onChange([...tags, tag]);
          setDraft('');
        };
        return (
          <div className="flex flex-col gap-2 sm:col-span-2">
            <div className="flex items-end gap-2">
              <TextInput
                label={label}
                error={error}
                value={draft}
                containerClassName="min-w-0 flex-1"
                placeholder={t('fields.addUserPlaceholder')}
                aria-describedby={hint ? hintId : undefined}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ',') {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              <Button
                variant="secondary"
                icon={<Plus size={16} aria-hidden />}
                disabled={!draft.trim() || draft.trim().length > MAX_NAME || tags.length >= max}
                onClick={add}
              >
                {t('fields.add')}
              </Button>
            </div>
            {hint && (
              <p id={hintId} className="text-xs text-zinc-400">
                {hint}
              </p>
            )}
            {tags.length > 0 && (
              <ul className="flex flex-wrap gap-1.5">
                {tags.map((tag) => (
                  <li key={tag}>
                    <Chip onRemove={() => field.onChange(tags.filter((other) => other !== tag))}>
                      {tag}
                    </Chip>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      }}
    />
  );
}
