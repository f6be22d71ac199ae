import { useTranslation } from 'react-i18next';
import { Plus, Sparkles } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { EXAMPLE_COMMANDS, type ExampleId } from '../../lib/command-form';

/** No commands yet: say what a command is and offer ready-made ones, one click each. */
export function CommandsEmpty({
  onCreate,
  onExample,
}: {
  onCreate: () => void;
  onExample: (id: ExampleId) => void;
}) {
  const { t } = useTranslation('bot');
  return (
    <div className="rounded-2xl border border-dashed border-surface-600 bg-surface-900/60 px-6 py-12 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-400 ring-1 ring-brand-500/30">
        <Sparkles aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-white">{t('commands.empty.title')}</h2>
      <p className="mx-auto mt-1.5 max-w-md text-sm text-zinc-400">{t('commands.empty.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {EXAMPLE_COMMANDS.map(({ id }) => (
          <button
            key={id}
            type="button"
            onClick={() => onExample(id)}
            className="group rounded-xl bg-surface-850 px-4 py-3 text-left ring-1 ring-surface-700 transition hover:bg-surface-800 hover:ring-brand-500/50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <span className="block font-mono text-sm font-semibold text-white group-hover:text-brand-300">
              !{id}
            </span>
            <span className="block text-xs text-zinc-400">{t(`examples.${id}.label`)}</span>
          </button>
        ))}
      </div>
      <Button className="mt-6" icon={<Plus aria-hidden className="size-4" />} onClick={onCreate}>
        {t('commands.new')}
      </Button>
    </div>
  );
}
