import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Trash2 } from 'lucide-react';
import type { Giveaway } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteGiveaway } from '../hooks/use-games';
import { DrawRecord } from './draw-record';
import { Panel } from './game-hint';
import { intlLocale } from '../../../app/i18n';

/** Ended giveaways with their winners; each opens to show its draw record. */
export function PastGiveaways({ giveaways }: { giveaways: Giveaway[] }) {
  const { t, i18n } = useTranslation('games');
  const remove = useDeleteGiveaway();
  const [deleting, setDeleting] = useState<Giveaway | null>(null);
  const locale = intlLocale(i18n.resolvedLanguage);
  return (
    <Panel title={t('giveaways.past')} labelledBy="past-giveaways">
      {giveaways.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('giveaways.noPast')}</p>
      ) : (
        <ul className="space-y-3">
          {giveaways.map((g) => {
            const winners = g.draws
              .filter((d) => d.status === 'confirmed')
              .map((d) => d.viewerName);
            return (
              <li key={g.id} className="rounded-xl border border-surface-700 bg-surface-850">
                <details className="group">
                  <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-500">
                    <ChevronDown
                      aria-hidden
                      className="size-4 text-zinc-500 transition-transform group-open:rotate-180"
                    />
                    <span className="font-semibold text-white">{g.title}</span>
                    <span className="text-xs text-zinc-400">
                      {t('giveaways.endedOn', {
                        date: new Date(g.endedAt ?? g.createdAt).toLocaleDateString(locale, {
                          dateStyle: 'medium',
                        }),
                      })}
                      {' · '}
                      {t('giveaways.entries', { count: g.entries })}
                    </span>
                    <span className="text-sm text-zinc-300 sm:ml-auto">
                      {winners.length > 0 ? winners.join(', ') : '—'}
                    </span>
                  </summary>
                  <div className="space-y-3 border-t border-surface-700 p-4">
                    {g.draws.length > 0 && <DrawRecord draws={g.draws} />}
                    <div className="flex justify-end">
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={<Trash2 aria-hidden className="size-4" />}
                        onClick={() => setDeleting(g)}
                      >
                        {t('giveaways.delete', { title: g.title })}
                      </Button>
                    </div>
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('giveaways.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('giveaways.deleteBody')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) =>
              toast.error(
                error instanceof ApiRequestError ? error.message : t('giveaways.actionFailed'),
              ),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  );
}
