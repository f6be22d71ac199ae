import { useTranslation } from 'react-i18next';
import { Braces } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { descriptionKeys, isPositional, variablesOf, type TemplateContext } from '../lib/variables';

export interface VariablePickerProps {
  context: TemplateContext;
  /** Gets the token with its braces: `{user}`. */
  onInsert: (token: string) => void;
  /** `list`: every variable with its description; `chips`: compact, description on hover. */
  variant?: 'list' | 'chips';
  className?: string;
}

const tokenClass =
  'inline-flex items-center rounded-md bg-surface-800 px-1.5 py-0.5 font-mono text-xs text-brand-300 ring-1 ring-inset ring-surface-600 transition-colors ' +
  'hover:bg-brand-500/15 hover:ring-brand-500/40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500';

/**
 * The variables a template may use, each with one line saying what it becomes. A click inserts
 * it at the caret of the field being edited; mousedown does not steal that field's focus.
 */
export function VariablePicker({
  context,
  onInsert,
  variant = 'list',
  className,
}: VariablePickerProps) {
  const { t } = useTranslation('bot');
  const names = variablesOf(context);
  const positional = names.filter(isPositional);
  const others = names.filter((n) => !isPositional(n));
  const describe = (name: string) => t(descriptionKeys(context, name), { n: name });

  const button = (name: string, label = `{${name}}`) => (
    <button
      key={name}
      type="button"
      className={tokenClass}
      aria-label={t('picker.insert', { token: `{${name}}` })}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onInsert(`{${name}}`)}
    >
      {label}
    </button>
  );

  if (variant === 'chips') {
    return (
      <div
        role="group"
        aria-label={t('picker.title')}
        className={cn('flex flex-wrap items-center gap-1.5', className)}
      >
        <span className="mr-0.5 inline-flex items-center gap-1 text-xs text-zinc-400">
          <Braces aria-hidden className="size-3.5" />
          {t('picker.short')}
        </span>
        {names.map((name) => (
          <Tooltip key={name} content={describe(name)}>
            {button(name)}
          </Tooltip>
        ))}
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-label={t('picker.title')}
      className={cn('rounded-xl bg-surface-850 p-3 ring-1 ring-surface-700', className)}
    >
      <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold text-zinc-300">
        <Braces aria-hidden className="size-3.5 text-brand-400" />
        {t('picker.title')}
        <span className="font-normal text-zinc-400">{t('picker.help')}</span>
      </p>
      <ul className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {others.map((name) => (
          <li key={name} className="flex min-w-0 items-baseline gap-2">
            {button(name)}
            <span className="min-w-0 text-xs leading-snug text-zinc-400">{describe(name)}</span>
          </li>
        ))}
        {positional.length > 0 && (
          <li className="flex min-w-0 flex-wrap items-baseline gap-1 sm:col-span-2">
            {positional.map((name) => button(name))}
            <span className="ml-1 text-xs text-zinc-400">{t('variables.positionalGroup')}</span>
          </li>
        )}
      </ul>
    </div>
  );
}
