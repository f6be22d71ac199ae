import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, ShieldCheck, type LucideIcon } from 'lucide-react';
import { MODERATORS_MAX, type ChannelMember } from '@kyo/contracts';
import { PageHeader } from '../../../components/page';
import { Chip } from '../../../components/ui/chip';
import { useAuthState } from '../../../lib/auth-store';
import { AddModeratorForm } from '../components/add-moderator-form';
import { ChatCommandsCard } from '../components/chat-commands-card';
import { MembersTable } from '../components/members-table';
import { useModerators } from '../hooks/use-moderators';

const NONE: ChannelMember[] = [];

/** `/profile/settings/moderators`: who helps run your channel, and whose channels you help run. */
export default function ModeratorsPage() {
  const { t } = useTranslation('profile');
  const { user } = useAuthState();
  const overview = useModerators();
  const moderators = overview.data?.moderators ?? NONE;
  const channels = overview.data?.channels ?? NONE;

  return (
    <>
      <PageHeader
        eyebrow={t('moderators.eyebrow')}
        title={t('moderators.title')}
        description={t('moderators.subtitle')}
      />

      <Section
        id="moderators-yours"
        icon={ShieldCheck}
        title={t('moderators.listTitle')}
        corner={
          overview.data && (
            <Chip size="sm" variant={moderators.length >= MODERATORS_MAX ? 'warning' : 'neutral'}>
              {t('moderators.count', { count: moderators.length, max: MODERATORS_MAX })}
            </Chip>
          )
        }
        description={t('moderators.listBody')}
      >
        <div className="mb-4 rounded-xl border border-surface-700 bg-surface-900 p-5">
          <AddModeratorForm full={moderators.length >= MODERATORS_MAX} />
        </div>
        <MembersTable
          kind="moderators"
          members={moderators}
          loading={overview.isPending}
          failed={overview.isError}
        />
      </Section>

      <Section
        id="moderators-channels"
        icon={Radio}
        title={t('moderators.channelsTitle')}
        description={user ? t('moderators.channelsBody', { username: user.username }) : undefined}
      >
        <MembersTable
          kind="channels"
          members={channels}
          loading={overview.isPending}
          failed={overview.isError}
        />
      </Section>

      <ChatCommandsCard />
    </>
  );
}

function Section({
  id,
  icon: Icon,
  title,
  corner,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  corner?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <div className="mb-4 flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
          <Icon size={20} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={id} className="text-lg font-semibold text-white">
              {title}
            </h2>
            {corner}
          </div>
          {description && <p className="mt-1 text-sm leading-6 text-zinc-400">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
