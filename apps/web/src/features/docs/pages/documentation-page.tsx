import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  Bot,
  Gift,
  KeyRound,
  Link2,
  MonitorPlay,
  Radio,
  Server,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { AnchorHeading, P, Prose } from '../components/prose';
import { ReferenceTable } from '../components/reference-table';
import { useHashScroll } from '../../../components/prose/use-hash-scroll';

const parts: Array<{ key: string; icon: LucideIcon; links: Array<{ key: string; to: string }> }> = [
  {
    key: 'bot',
    icon: Bot,
    links: [
      { key: 'commands', to: '/bot' },
      { key: 'timed', to: '/bot/timed' },
      { key: 'alerts', to: '/bot/chat-alert' },
      { key: 'songRequests', to: '/bot/song-requests' },
      { key: 'moderation', to: '/bot/moderation' },
      { key: 'rewards', to: '/bot/rewards' },
      { key: 'points', to: '/bot/points' },
      { key: 'status', to: '/bot/status' },
    ],
  },
  {
    key: 'games',
    icon: Gift,
    links: [
      { key: 'giveaways', to: '/bot/giveaways' },
      { key: 'polls', to: '/bot/polls' },
      { key: 'counters', to: '/bot/counters' },
      { key: 'quotes', to: '/bot/quotes' },
    ],
  },
  {
    key: 'widgets',
    icon: MonitorPlay,
    links: [
      { key: 'gallery', to: '/widget' },
      { key: 'mine', to: '/profile/widgets' },
      { key: 'alpha', to: '/widget/obs-alpha-video-test' },
    ],
  },
  {
    key: 'stats',
    icon: BarChart3,
    links: [{ key: 'stats', to: '/stats' }],
  },
  {
    key: 'connections',
    icon: Link2,
    links: [{ key: 'connections', to: '/profile/settings/connections' }],
  },
  {
    key: 'api',
    icon: Webhook,
    links: [
      { key: 'api', to: '/profile/settings/api' },
      { key: 'apiDocs', to: '/documentation#api' },
    ],
  },
  {
    key: 'account',
    icon: KeyRound,
    links: [
      { key: 'profile', to: '/profile' },
      { key: 'password', to: '/profile/settings/password' },
    ],
  },
];

const topics: Array<{ key: string; to: string }> = [
  { key: 'connectKick', to: '/documentation/get-started#connect-kick' },
  { key: 'firstCommand', to: '/documentation/get-started#first-command' },
  { key: 'playground', to: '/documentation/get-started#playground' },
  { key: 'obs', to: '/documentation/get-started#obs' },
  { key: 'health', to: '/documentation/get-started#health' },
  { key: 'moderation', to: '/documentation#moderation' },
  { key: 'channelPoints', to: '/documentation#channel-points' },
  { key: 'subathon', to: '/documentation#subathon' },
  { key: 'chapters', to: '/documentation#shoutouts-markers' },
  { key: 'share', to: '/documentation#sharing' },
  { key: 'language', to: '/documentation#languages' },
  { key: 'demo', to: '/documentation/get-started#demo-mode' },
  { key: 'silent', to: '/faq#bot-silent' },
  { key: 'blank', to: '/faq#blank-overlay' },
  { key: 'followage', to: '/faq#followage' },
];

/** Chips linking to the pages a part or a section talks about. */
function SectionLinks({ links }: { links: Array<{ key: string; to: string }> }) {
  const { t } = useTranslation('docs');
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.key}>
          <Link
            to={link.to}
            className="inline-flex items-center rounded-md bg-surface-800 px-2.5 py-1 text-xs font-medium text-zinc-200 ring-1 ring-inset ring-surface-600 transition-colors hover:bg-surface-700 hover:text-white"
          >
            {t(`overview.links.${link.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A section of paragraphs (`overview.<area>.title` and `overview.<area>.<paragraph>`), with chips
 * to the pages it talks about.
 */
function ProseSection({
  id,
  area,
  paragraphs,
  links,
}: {
  id: string;
  area: string;
  paragraphs: string[];
  links?: Array<{ key: string; to: string }>;
}) {
  const { t } = useTranslation('docs');
  return (
    <section aria-labelledby={id} className="mt-14">
      <AnchorHeading id={id}>{t(`overview.${area}.title`)}</AnchorHeading>
      <Prose className="mt-3 max-w-[68ch]">
        {paragraphs.map((paragraph) => (
          <P key={paragraph} k={`overview.${area}.${paragraph}`} />
        ))}
      </Prose>
      {links && <SectionLinks links={links} />}
    </section>
  );
}

const flow: Array<{ key: string; icon: LucideIcon }> = [
  { key: 'kick', icon: Radio },
  { key: 'kyo', icon: Server },
  { key: 'out', icon: MonitorPlay },
];

export default function DocumentationPage() {
  const { t } = useTranslation('docs');
  useHashScroll();
  return (
    <div className="max-w-4xl">
      <header>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-brand-500">
          {t('overview.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t('overview.title')}
        </h1>
        <p className="mt-4 max-w-[68ch] text-lg leading-8 text-zinc-300">{t('overview.lead')}</p>
      </header>

      <div className="mt-8 flex flex-col items-start gap-5 rounded-2xl border border-brand-500/25 bg-gradient-to-br from-brand-500/15 via-surface-900 to-surface-900 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-xl font-bold text-white">{t('overview.start.title')}</h2>
          <p className="mt-1.5 max-w-xl text-zinc-300">{t('overview.start.body')}</p>
        </div>
        <ButtonLink to="/documentation/get-started" size="lg" className="shrink-0">
          {t('overview.start.cta')}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </div>

      <section aria-labelledby="how-it-works" className="mt-14">
        <AnchorHeading id="how-it-works">{t('overview.how.title')}</AnchorHeading>
        <ol className="mt-6 grid grid-cols-1 gap-3 md:grid-cols-3">
          {flow.map(({ key, icon: Icon }, index) => (
            <li
              key={key}
              className="relative rounded-xl border border-surface-700 bg-surface-900 p-5"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
                  <Icon size={18} aria-hidden="true" />
                </span>
                <h3 className="font-semibold text-white">{t(`overview.how.${key}.title`)}</h3>
              </div>
              <p className="mt-3 text-sm leading-6 text-zinc-400">
                {t(`overview.how.${key}.body`)}
              </p>
              {index < flow.length - 1 && (
                <ArrowRight
                  size={18}
                  aria-hidden="true"
                  className="absolute -right-[15px] top-1/2 z-10 hidden -translate-y-1/2 rounded-full bg-surface-950 text-zinc-400 md:block"
                />
              )}
            </li>
          ))}
        </ol>
        <Prose className="mt-6 max-w-[68ch]">
          <P k="overview.how.p" />
        </Prose>
      </section>

      <section aria-labelledby="parts" className="mt-14">
        <AnchorHeading id="parts">{t('overview.parts.title')}</AnchorHeading>
        <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {parts.map(({ key, icon: Icon, links }) => (
            <article
              key={key}
              className="flex flex-col rounded-xl border border-surface-700 bg-surface-900 p-6"
            >
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
                <Icon size={20} aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-white">{t(`overview.parts.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-zinc-400">
                {t(`overview.parts.${key}.body`)}
              </p>
              <SectionLinks links={links} />
            </article>
          ))}
        </div>
      </section>

      <ProseSection
        id="channel-points"
        area="rewards"
        paragraphs={['intro', 'lifecycle', 'limit', 'obs', 'scopes']}
      />

      <ProseSection
        id="viewer-points"
        area="points"
        paragraphs={['intro', 'commands', 'store', 'ledger']}
      />

      <ProseSection
        id="subathon"
        area="subathon"
        paragraphs={['intro', 'rules', 'controls', 'chat']}
        links={[{ key: 'live', to: '/live' }]}
      />

      <ProseSection
        id="shoutouts-markers"
        area="moments"
        paragraphs={['shoutouts', 'auto', 'markers', 'chapters']}
        links={[
          { key: 'live', to: '/live' },
          { key: 'stats', to: '/stats' },
        ]}
      />

      <ProseSection
        id="sharing"
        area="share"
        paragraphs={['export', 'import']}
        links={[
          { key: 'mine', to: '/profile/widgets' },
          { key: 'editor', to: '/editor' },
        ]}
      />

      <ProseSection id="languages" area="languages" paragraphs={['intro', 'account']} />

      <section aria-labelledby="topics" className="mt-14">
        <AnchorHeading id="topics">{t('overview.topics.title')}</AnchorHeading>
        <ul className="mt-5 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.key}>
              <Link
                to={topic.to}
                className="group flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm text-zinc-300 transition-colors hover:bg-surface-900 hover:text-white"
              >
                {t(`overview.topics.${topic.key}`)}
                <ArrowRight
                  size={14}
                  aria-hidden="true"
                  className="shrink-0 text-zinc-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-400"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ProseSection id="api" area="api" paragraphs={['tokens', 'webhooks', 'socket']} />

      <section aria-labelledby="reference" className="mt-14">
        <AnchorHeading id="reference">{t('overview.reference.title')}</AnchorHeading>
        <Prose className="mt-3 max-w-[68ch]">
          <P k="overview.reference.lead" />
        </Prose>

        <AnchorHeading id="variables" level={3} className="mt-8">
          {t('overview.reference.variablesTitle')}
        </AnchorHeading>
        <Prose className="mt-3 max-w-[68ch]">
          <P k="overview.reference.variablesLead" />
        </Prose>
        <div className="mt-4">
          <ReferenceTable
            k="overview.reference.variables"
            caption={t('overview.reference.variablesTitle')}
          />
        </div>

        <AnchorHeading id="builtins" level={3} className="mt-10">
          {t('overview.reference.builtinsTitle')}
        </AnchorHeading>
        <div className="mt-4">
          <ReferenceTable
            k="overview.reference.builtins"
            caption={t('overview.reference.builtinsTitle')}
          />
        </div>

        <AnchorHeading id="alert-variables" level={3} className="mt-10">
          {t('overview.reference.alertsTitle')}
        </AnchorHeading>
        <div className="mt-4">
          <ReferenceTable
            k="overview.reference.alerts"
            caption={t('overview.reference.alertsTitle')}
          />
        </div>

        <AnchorHeading id="moderation" level={3} className="mt-10">
          {t('overview.reference.moderationTitle')}
        </AnchorHeading>
        <Prose className="mt-3 max-w-[68ch]">
          <P k="overview.reference.moderationLead" />
        </Prose>
        <div className="mt-4">
          <ReferenceTable
            k="overview.reference.moderation"
            caption={t('overview.reference.moderationTitle')}
          />
        </div>

        <AnchorHeading id="permissions" level={3} className="mt-10">
          {t('overview.reference.permissionsTitle')}
        </AnchorHeading>
        <Prose className="mt-3 max-w-[68ch]">
          <P k="overview.reference.permissions" />
        </Prose>
      </section>
    </div>
  );
}
