import { useTranslation } from 'react-i18next';
import { Bot, CornerDownRight, MessageSquareOff } from 'lucide-react';
import type { PlaygroundResult as Result, Role } from '@kyo/contracts';
import { Chip } from '../../../../components/ui/chip';

/** What the bot would send, and what each variable became; or why it would stay silent. */
export function PlaygroundResult({
  result,
  sender,
  role,
}: {
  result: Result;
  sender: string;
  role: Role;
}) {
  const { t } = useTranslation('bot');
  return (
    <div data-testid="playground-result" className="space-y-3" aria-live="polite">
      {result.reply !== null ? (
        <div className="rounded-xl bg-surface-950/60 p-3 ring-1 ring-brand-500/25">
          <div className="mb-1.5 flex flex-wrap items-center gap-2 text-xs">
            <span className="inline-flex items-center gap-1.5 font-semibold text-brand-400">
              <Bot aria-hidden className="size-3.5" />
              {t('playground.botName')}
            </span>
            <span className="inline-flex items-center gap-1 text-zinc-500">
              <CornerDownRight aria-hidden className="size-3" />
              {t('playground.replyTo', { user: sender })}
            </span>
            {result.matched && (
              <Chip size="sm" variant="brand" className="ml-auto">
                !{result.matched}
              </Chip>
            )}
          </div>
          <p
            data-testid="playground-reply"
            className="text-sm break-words whitespace-pre-wrap text-zinc-100"
          >
            {result.reply}
          </p>
        </div>
      ) : (
        <div
          data-testid="playground-silent"
          className="flex items-start gap-2.5 rounded-xl bg-surface-850 p-3 text-sm text-zinc-300 ring-1 ring-surface-700"
        >
          <MessageSquareOff aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-500" />
          <p>
            <span className="font-semibold text-zinc-100">{t('playground.silent')}</span>{' '}
            {t(`playground.reasons.${result.reason ?? 'no_command'}`, {
              role: t(`roles.${role}`),
              command: result.matched ? `!${result.matched}` : '',
            })}
          </p>
        </div>
      )}
      {result.variables.length > 0 && (
        <div>
          <p className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
            {t('playground.variables')}
          </p>
          <dl className="divide-y divide-surface-800 overflow-hidden rounded-lg ring-1 ring-surface-700">
            {result.variables.map((variable) => (
              <div
                key={variable.name}
                className="flex items-baseline gap-3 bg-surface-900 px-3 py-1.5 text-xs"
              >
                <dt className="w-28 shrink-0 font-mono text-brand-300">{`{${variable.name}}`}</dt>
                <dd className="min-w-0 break-words text-zinc-200" data-testid="playground-variable">
                  {variable.value === '' ? (
                    <span className="text-zinc-500 italic">{t('playground.empty')}</span>
                  ) : (
                    variable.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
