import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, BellRing, Activity, HelpCircle, Timer, type LucideIcon } from 'lucide-react';
import { widgetContracts } from '@kyo/contracts';
import { Callout } from '../../../components/prose/callout';
import { CodeBlock } from '../components/code-block';
import { DemoServerNotice } from '../components/demo-server-notice';
import { OnThisPage, type TocEntry } from '../components/on-this-page';
import { AnchorHeading, List, P, Prose } from '../components/prose';
import { RichText, codeClass } from '../components/rich-text';
import { SettingsTable } from '../components/settings-table';
import { SetupProgress } from '../components/setup-progress';
import { Step } from '../components/step';
import { useHashScroll } from '../../../components/prose/use-hash-scroll';

const STEPS = [
  'create-account',
  'verify-email',
  'connect-kick',
  'first-command',
  'playground',
  'obs',
  'health',
] as const;

/** OBS's own default custom CSS for a browser source: it is what keeps the page transparent. */
const OBS_DEFAULT_CSS = `body {
  background-color: rgba(0, 0, 0, 0);
  margin: 0px auto;
  overflow: hidden;
}`;

const next: Array<{ key: string; to: string; icon: LucideIcon }> = [
  { key: 'timed', to: '/bot/timed', icon: Timer },
  { key: 'alerts', to: '/bot/chat-alert', icon: BellRing },
  { key: 'status', to: '/bot/status', icon: Activity },
  { key: 'faq', to: '/faq', icon: HelpCircle },
];

const size = (type: keyof typeof widgetContracts) => {
  const { width, height } = widgetContracts[type].size;
  return `${width} × ${height}`;
};

export default function GetStartedPage() {
  const { t } = useTranslation('docs');
  useHashScroll();
  const chatSize = widgetContracts.chat.size;
  const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
  const toc: TocEntry[] = [
    ...STEPS.map((id, index) => ({ id, label: t(`start.${id}.title`), number: index + 1 })),
    { id: 'demo-mode', label: t('start.demo.title') },
    { id: 'next-steps', label: t('start.next.title') },
  ];
  const step = (id: (typeof STEPS)[number]) => ({
    id,
    number: STEPS.indexOf(id) + 1,
    title: t(`start.${id}.title`),
  });

  return (
    <div className="grid grid-cols-1 gap-10 xl:grid-cols-[minmax(0,1fr)_12rem]">
      <article className="min-w-0 max-w-[72ch]">
        <header>
          <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-brand-500">
            {t('start.eyebrow')}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {t('start.title')}
          </h1>
          <p className="mt-4 text-lg leading-8 text-zinc-300">{t('start.lead')}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-zinc-400">
            <li>{t('start.meta.time')}</li>
            <li>{t('start.meta.need')}</li>
          </ul>
        </header>

        <div className="mt-8 space-y-4">
          <SetupProgress />
          <OnThisPage id="start-toc" variant="compact" entries={toc} />
        </div>

        <div className="mt-12">
          <Step {...step('create-account')}>
            <Prose>
              <P k="start.create-account.p1" />
              <List k="start.create-account.fields" />
              <P k="start.create-account.p2" />
            </Prose>
          </Step>

          <Step {...step('verify-email')}>
            <Prose>
              <P k="start.verify-email.p1" />
              <P k="start.verify-email.p2" />
              <Callout tone="tip">
                <RichText i18nKey="start.verify-email.demo" />
              </Callout>
            </Prose>
          </Step>

          <Step {...step('connect-kick')}>
            <Prose>
              <List k="start.connect-kick.steps" ordered />
              <Callout tone="info" title={t('start.connect-kick.safeTitle')}>
                {t('start.connect-kick.safe')}
              </Callout>
              <P k="start.connect-kick.reconnect" />
              <P k="start.connect-kick.others" />
            </Prose>
          </Step>

          <Step {...step('first-command')}>
            <Prose>
              <P k="start.first-command.p1" />
              <SettingsTable
                caption={t('start.first-command.tableCaption')}
                head={[t('start.first-command.field'), t('start.first-command.value')]}
                rows={[
                  [t('start.first-command.name'), <code className={codeClass}>hello</code>],
                  [
                    t('start.first-command.response'),
                    <code className={codeClass}>{t('start.first-command.example')}</code>,
                  ],
                ]}
              />
              <P k="start.first-command.p2" />
              <List k="start.first-command.options" />
              <P k="start.first-command.p3" />
            </Prose>
          </Step>

          <Step {...step('playground')}>
            <Prose>
              <P k="start.playground.p1" />
              <CodeBlock label={t('start.playground.inputLabel')} code="!hello" copy={false} />
              <P k="start.playground.p2" />
              <Callout tone="tip">
                <RichText i18nKey="start.playground.tip" />
              </Callout>
            </Prose>
          </Step>

          <Step {...step('obs')}>
            <Prose>
              <P k="start.obs.p1" />
              <AnchorHeading id="obs-builder" level={3}>
                {t('start.obs.builderTitle')}
              </AnchorHeading>
              <List k="start.obs.builder" ordered />
              <CodeBlock label={t('start.obs.urlLabel')} code={`${origin}/widget/…`} copy={false} />
              <AnchorHeading id="obs-source" level={3}>
                {t('start.obs.sourceTitle')}
              </AnchorHeading>
              <List k="start.obs.source" ordered />
              <SettingsTable
                caption={t('start.obs.tableCaption')}
                head={[t('start.obs.setting'), t('start.obs.value')]}
                rows={[
                  ['URL', t('start.obs.urlValue')],
                  [t('start.obs.width'), <span className="tabular-nums">{chatSize.width}</span>],
                  [t('start.obs.height'), <span className="tabular-nums">{chatSize.height}</span>],
                  [t('start.obs.css'), t('start.obs.cssValue')],
                ]}
              />
              <P k="start.obs.cssIntro" />
              <CodeBlock label={t('start.obs.cssLabel')} code={OBS_DEFAULT_CSS} />
              <P
                k="start.obs.sizes"
                values={{ follower: size('follower-alert'), subscribe: size('subscribe') }}
              />
              <Callout tone="warning" title={t('start.obs.secretTitle')}>
                {t('start.obs.secret')}
              </Callout>
            </Prose>
          </Step>

          <Step {...step('health')} last>
            <Prose>
              <P k="start.health.p1" />
              <List k="start.health.items" />
              <P k="start.health.p2" />
              <Callout tone="info">
                <RichText i18nKey="start.health.blank" />
              </Callout>
            </Prose>
          </Step>
        </div>

        <section
          aria-labelledby="demo-mode"
          className="mt-4 rounded-2xl border border-surface-700 bg-surface-900/60 p-6 sm:p-8"
        >
          <AnchorHeading id="demo-mode">{t('start.demo.title')}</AnchorHeading>
          <Prose className="mt-4">
            <DemoServerNotice />
            <P k="start.demo.p1" />
            <CodeBlock label={t('start.demo.terminal')} code="npm install && npm start" />
            <List k="start.demo.items" />
          </Prose>
        </section>

        <section aria-labelledby="next-steps" className="mt-12">
          <AnchorHeading id="next-steps">{t('start.next.title')}</AnchorHeading>
          <ul className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {next.map(({ key, to, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="group flex h-full gap-3 rounded-xl border border-surface-700 bg-surface-900 p-4 transition-colors hover:border-brand-500/40 hover:bg-surface-850"
                >
                  <Icon size={20} className="mt-0.5 shrink-0 text-brand-400" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1.5 font-semibold text-white">
                      {t(`start.next.${key}.title`)}
                      <ArrowRight
                        size={14}
                        aria-hidden="true"
                        className="text-zinc-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-400"
                      />
                    </span>
                    <span className="mt-1 block text-sm leading-6 text-zinc-400">
                      {t(`start.next.${key}.body`)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </article>

      <OnThisPage id="start-toc" variant="wide" entries={toc} />
    </div>
  );
}
