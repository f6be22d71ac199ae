import { useTranslation } from 'react-i18next';
import { Shield } from 'lucide-react';
import { BUILTIN_COMMANDS, MOD_COMMANDS } from '@kyo/contracts';
import { Card } from '../../../../components/page';
import { Spinner } from '../../../../components/ui/spinner';
import { Toggle } from '../../../../components/ui/toggle';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import {
  useBotSettings,
  useUpdateBotSettings,
} from '../../../../components/bot-frame/use-bot-status';

/** !commands, !uptime and !song: ready-made, each with its own switch. */
export function BuiltinsCard() {
  const { t } = useTranslation('bot');
  const settings = useBotSettings();
  const update = useUpdateBotSettings();

  const set = (name: (typeof BUILTIN_COMMANDS)[number], on: boolean) =>
    update.mutate(
      { builtins: { [name]: on } },
      {
        onError: (error) =>
          toast.error(error instanceof ApiRequestError ? error.message : t('builtins.failed')),
      },
    );

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-white">{t('builtins.title')}</h2>
      <p className="mt-1 text-sm text-zinc-400">{t('builtins.description')}</p>
      {settings.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-400">
          {t('builtins.loadFailed')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-surface-800">
          {BUILTIN_COMMANDS.map((name) => (
            <li key={name} className="flex items-center gap-3 py-3 first:pt-0">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm font-semibold text-white">!{name}</p>
                <p className="text-xs text-zinc-400">{t(`builtins.${name}`)}</p>
              </div>
              <Toggle
                size="sm"
                aria-label={t('builtins.toggle', { name })}
                checked={settings.data.builtins[name]}
                onChange={(on) => set(name, on)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex gap-2.5 rounded-lg bg-surface-850 p-3 text-xs text-zinc-400 ring-1 ring-surface-700">
        <Shield aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-400" />
        <p>
          {t('builtins.modTools')}{' '}
          {MOD_COMMANDS.map((name) => (
            <code key={name} className="mr-1 font-mono text-zinc-200">
              !{name}
            </code>
          ))}
        </p>
      </div>
    </Card>
  );
}
