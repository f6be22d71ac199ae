import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, LayoutDashboard, LogOut, UserMinus } from 'lucide-react';
import type { ChannelMember } from '@kyo/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Table, type TableColumn } from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { useErrorText } from '../hooks/use-error-text';
import { useRemoveModerator, useStepDown } from '../hooks/use-moderators';
import { MemberName } from './member-name';
import { intlLocale } from '../../../app/i18n';

/**
 * The two lists of the moderators page, each row ended after a confirmation: `moderators` (the
 * owner's moderators; Remove) and `channels` (the channels the user moderates; a way into their
 * widgets, and Step down).
 */
export function MembersTable({
  kind,
  members,
  loading,
  failed,
}: {
  kind: 'moderators' | 'channels';
  members: ChannelMember[];
  loading: boolean;
  failed: boolean;
}) {
  const { t, i18n } = useTranslation('profile');
  const errorText = useErrorText();
  const remove = useRemoveModerator();
  const stepDown = useStepDown();
  const ending = kind === 'moderators' ? remove : stepDown;
  const text =
    kind === 'moderators'
      ? {
          name: t('moderators.columns.moderator'),
          date: t('moderators.columns.added'),
          caption: t('moderators.listTitle'),
          empty: t('moderators.empty'),
          end: t('moderators.remove'),
          endNamed: (name: string) => t('moderators.removeNamed', { name }),
          endTitle: (name: string) => t('moderators.removeTitle', { name }),
          endWarning: t('moderators.removeWarning'),
          ended: (name: string) => t('moderators.removed', { name }),
          endFailed: t('moderators.removeFailed'),
        }
      : {
          name: t('moderators.columns.channel'),
          date: t('moderators.columns.since'),
          caption: t('moderators.channelsTitle'),
          empty: t('moderators.channelsEmpty'),
          end: t('moderators.stepDown'),
          endNamed: (name: string) => t('moderators.stepDownNamed', { name }),
          endTitle: (name: string) => t('moderators.stepDownTitle', { name }),
          endWarning: t('moderators.stepDownWarning'),
          ended: (name: string) => t('moderators.steppedDown', { name }),
          endFailed: t('moderators.stepDownFailed'),
        };
  // The member stays set while the dialog closes, so its title does not go blank mid-animation.
  const [target, setTarget] = useState<ChannelMember | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (member: ChannelMember) => {
    setTarget(member);
    setConfirming(true);
  };

  const columns = useMemo<TableColumn<ChannelMember>[]>(
    () => [
      {
        key: 'username',
        title: text.name,
        sortable: true,
        formatter: (username) => <MemberName username={username} />,
      },
      {
        key: 'addedAt',
        title: text.date,
        sortable: true,
        formatter: (addedAt) =>
          new Date(addedAt).toLocaleDateString(intlLocale(i18n.resolvedLanguage), {
            dateStyle: 'medium',
          }),
      },
    ],
    [text.name, text.date, i18n.resolvedLanguage],
  );

  const confirm = async (member: ChannelMember) => {
    try {
      await ending.mutateAsync(member.id);
      toast.success(text.ended(member.username));
    } catch (error) {
      toast.error(errorText(error, text.endFailed));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Table
        caption={text.caption}
        columns={columns}
        data={members}
        getRowId={(row) => row.id}
        loading={loading}
        emptyText={failed ? t('moderators.loadFailed') : text.empty}
        actions={(row) => (
          <>
            {kind === 'channels' && (
              <ButtonLink
                to={`/profile/widgets?channel=${row.id}`}
                variant="secondary"
                size="sm"
                aria-label={t('moderators.manageWidgetsOf', { name: row.username })}
              >
                <LayoutDashboard size={14} aria-hidden />
                {t('moderators.manageWidgets')}
              </ButtonLink>
            )}
            {kind === 'channels' && (
              <ButtonLink
                to={`/bot?owner=${row.id}`}
                variant="secondary"
                size="sm"
                aria-label={t('moderators.manageBotOf', { name: row.username })}
              >
                <Bot size={14} aria-hidden />
                {t('moderators.manageBot')}
              </ButtonLink>
            )}
            <Button
              variant="ghost"
              size="sm"
              icon={
                kind === 'moderators' ? (
                  <UserMinus size={14} aria-hidden />
                ) : (
                  <LogOut size={14} aria-hidden />
                )
              }
              aria-label={text.endNamed(row.username)}
              className="hover:text-red-300"
              onClick={() => ask(row)}
            >
              {text.end}
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={confirming}
        title={text.endTitle(target?.username ?? '')}
        description={text.endWarning}
        confirmLabel={text.end}
        busy={ending.isPending}
        onConfirm={() => target && void confirm(target)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
