import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field as HeadlessField,
  Label as HeadlessLabel,
} from '@headlessui/react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Field, controlFrameClasses, describedBy, useFieldIds } from './field';

/** The combobox's label is tied to it through Headless UI's own field context. */
const HEADLESS_FIELD = { Wrapper: HeadlessField, Label: HeadlessLabel };
import { filterOptions } from './select-filter';
import { useControllableState } from './use-controllable-state';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> {
  options: SelectOption<V>[];
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** Submitted with a surrounding form as a hidden input. */
  name?: string;
  /** Defaults to 'Search...' in the current language. */
  placeholder?: string;
  /** Defaults to 'No results found' in the current language. */
  emptyText?: ReactNode;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/**
 * A searchable select (Headless UI Combobox): type to filter, arrows to move, Enter to pick,
 * Escape to close. The list is virtualized, so thousands of options stay fast; every option
 * row is 40 px high because Headless UI's virtualizer estimates that size.
 */
export function Select<V extends string = string>({
  options,
  value,
  defaultValue = null,
  onChange,
  label,
  hint,
  error,
  id,
  name,
  placeholder,
  emptyText,
  disabled,
  className,
  'aria-label': ariaLabel,
}: SelectProps<V>) {
  const { t } = useTranslation('ui');
  const ids = useFieldIds(id);
  const [selectedValue, setSelectedValue] = useControllableState(value, defaultValue, onChange);
  const [query, setQuery] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selected = options.find((option) => option.value === selectedValue) ?? null;
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const invalid = Boolean(error);
  // While searching, the chosen option's icon would sit next to unrelated text.
  const icon = query === '' ? selected?.icon : undefined;

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      className={className}
      headless={HEADLESS_FIELD}
    >
      <Combobox<SelectOption<V> | null>
        value={selected}
        onChange={(option) => setSelectedValue(option?.value ?? null)}
        by={(a, b) => a?.value === b?.value}
        virtual={{ options: filtered, disabled: (option) => Boolean(option?.disabled) }}
        onClose={() => setQuery('')}
        disabled={disabled}
      >
        {({ open }) => (
          <div className="relative">
            {icon && (
              <span
                aria-hidden
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-zinc-300 [&_svg]:size-4"
              >
                {icon}
              </span>
            )}
            <ComboboxInput<SelectOption<V> | null>
              aria-label={ariaLabel}
              aria-describedby={describedBy(ids, { hint, error })}
              aria-invalid={invalid || undefined}
              placeholder={placeholder ?? t('select.placeholder')}
              autoComplete="off"
              displayValue={(option) => option?.label ?? ''}
              onChange={(event) => setQuery(event.target.value)}
              // Clicking the field opens the list, like a native select, with the current label
              // selected so that typing replaces it. Focusing by Tab does not open it.
              onClick={(event) => {
                if (open) return;
                const input = event.currentTarget;
                buttonRef.current?.click();
                input.select();
              }}
              className={cn(
                controlFrameClasses(invalid, disabled),
                'h-10 w-full pr-10 text-sm text-zinc-100 outline-none placeholder:text-zinc-500 focus-visible:outline-none',
                icon ? 'pl-9' : 'pl-3',
              )}
            />
            <ComboboxButton
              ref={buttonRef}
              aria-label={t('select.toggle')}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-zinc-400 hover:text-white focus-visible:outline-none data-disabled:pointer-events-none"
            >
              <ChevronsUpDown aria-hidden className="size-4" />
            </ComboboxButton>
            <ComboboxOptions
              anchor={{ to: 'bottom start', gap: 6 }}
              // A dropdown should not lock the page's scrolling or hide the rest of the page.
              modal={false}
              className="z-50 max-h-72 w-(--input-width) overflow-y-auto rounded-lg bg-surface-850 p-1 shadow-2xl shadow-black/60 ring-1 ring-surface-600 [--anchor-max-height:18rem] empty:invisible focus:outline-none"
            >
              {({ option }: { option: SelectOption<V> }) => (
                <ComboboxOption
                  value={option}
                  disabled={option.disabled}
                  className="group flex h-10 w-full cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-zinc-200 select-none data-disabled:cursor-not-allowed data-disabled:opacity-40 data-focus:bg-surface-700 data-focus:text-white data-selected:font-semibold"
                >
                  {option.icon && (
                    <span aria-hidden className="flex shrink-0 text-zinc-400 [&_svg]:size-4">
                      {option.icon}
                    </span>
                  )}
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  <Check
                    aria-hidden
                    className="invisible size-4 shrink-0 text-brand-500 group-data-selected:visible"
                  />
                </ComboboxOption>
              )}
            </ComboboxOptions>
            {open && filtered.length === 0 && (
              <p
                role="status"
                className="absolute top-full z-50 mt-1.5 w-full rounded-lg bg-surface-850 px-3 py-3 text-center text-sm text-zinc-400 shadow-2xl shadow-black/60 ring-1 ring-surface-600"
              >
                {emptyText ?? t('select.empty')}
              </p>
            )}
            {name && <input type="hidden" name={name} value={selectedValue ?? ''} />}
          </div>
        )}
      </Combobox>
    </Field>
  );
}
