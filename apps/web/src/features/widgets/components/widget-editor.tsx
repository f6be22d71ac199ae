import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw, Save, SkipForward } from 'lucide-react';
import { widgetContracts, type Widget, type WidgetTypeContract } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-store';
import { applyServerError } from '../../../lib/use-zod-form';
import { fieldOfServerError } from '../lib/form-errors';
import { usePreviewFeed } from '../hooks/use-demo-feed';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import {
  settingsWithDefaults,
  usePreviewSettings,
  useWidgetForm,
  type WidgetFormValues,
} from '../hooks/use-widget-form';
import { useWidgetHealth } from '../hooks/use-widget-health';
import {
  useReloadSources,
  useRotateKey,
  useSendTestEvent,
  useSkipAlert,
  useUpdateWidget,
  useWidgetState,
} from '../hooks/use-widgets';
import { makeTestEvents, type TestEventKind } from '../lib/demo-events';
import { lastChatter } from '../lib/last-chatter';
import { availableUi, type AvailableWidgetUi } from '../types/registry';
import type { AvailableWidgetType } from '../types/renderers';
import { BuilderShell } from './builder-shell';
import { KickSourceProblem } from './kick-source-problem';
import { HealthIndicator } from './health-indicator';
import { LeaveDialog } from './leave-dialog';
import { ObsUrlPanel } from './obs-url-panel';
import { PreviewPanel } from './preview-panel';
import { ResetLeaderboard } from './reset-leaderboard';
import { TestEventButtons } from './test-event-buttons';
import { WIDGET_FORM_ID, WidgetFormBody } from './widget-form-body';

/** Whether a saved widget's real state has something to show (the type's module says). */
const hasContent = (ui: AvailableWidgetUi, state: unknown) =>
  Boolean(state && typeof state === 'object' && ui.hasContent?.(state as Record<string, unknown>));

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? error.message : fallback;

/**
 * A saved widget's builder: settings, live preview, tests to real overlays, OBS URL, health. A
 * moderator of the owner's channel gets all of it except a new OBS URL, which stays with the owner.
 */
export function WidgetEditor({ widget, type }: { widget: Widget; type: AvailableWidgetType }) {
  const { t } = useTranslation('widgets');
  const { user } = useAuthState();
  const isOwner = widget.ownerId === user?.id;
  const ui = availableUi(type);
  const form = useWidgetForm(type, { name: widget.name, settings: widget.settings });
  const settings = usePreviewSettings(type, form.control);
  const { feed, push } = usePreviewFeed(ui.demo);
  // A widget that renders from its state previews the real one (the ranking on stream now)
  // until a local test button is pressed.
  const contract: WidgetTypeContract = widgetContracts[type];
  const rendersState = contract.state?.delivery === 'messages';
  const [localTests, setLocalTests] = useState(false);
  const real = useWidgetState(widget.id, rendersState && !localTests);
  const live =
    rendersState && !localTests && real.data && hasContent(ui, real.data.state)
      ? real.data
      : undefined;
  const update = useUpdateWidget(widget.id);
  const sendTestEvent = useSendTestEvent(widget.id);
  const rotate = useRotateKey(widget.id);
  const reload = useReloadSources();
  const skipAlert = useSkipAlert();
  const { health } = useWidgetHealth();
  const [testing, setTesting] = useState<TestEventKind | null>(null);
  const dirty = form.formState.isDirty;
  const blocker = useUnsavedChanges(dirty && !update.isPending);

  const save = form.handleSubmit(async (values: WidgetFormValues) => {
    try {
      const saved = await update.mutateAsync({ name: values.name, settings: values.settings });
      form.reset({ name: saved.name, settings: settingsWithDefaults(type, saved.settings) });
      toast.success(t('edit.saved'));
    } catch (error) {
      if (!(fieldOfServerError(error) && applyServerError(form, error)))
        toast.error(errorText(error, t('edit.saveFailed')));
    }
  });

  // The preview shows a local copy at once and the server sends its own to every connected
  // source; an alert previews the server's very events instead (a Kicks message is then spoken
  // in the preview with its speech token, as on the displays).
  const sendTest = async (kind: TestEventKind) => {
    const local = () =>
      makeTestEvents(kind, { lastChatter: lastChatter(feed) }).forEach((event) => push(event));
    if (!contract.alertKinds) local();
    setLocalTests(true);
    setTesting(kind);
    try {
      const { events } = await sendTestEvent.mutateAsync(kind);
      if (contract.alertKinds) events.forEach((event) => push(event));
    } catch (error) {
      if (contract.alertKinds) local();
      toast.error(errorText(error, t('test.failed')));
    } finally {
      setTesting(null);
    }
  };

  const reloadSources = async () => {
    try {
      const { reloaded } = await reload.mutateAsync(widget.id);
      toast.success(t('health.reloaded', { count: reloaded }));
    } catch (error) {
      toast.error(errorText(error, t('health.reloadFailed')));
    }
  };

  const current = health[widget.id] ?? widget.health;
  return (
    <>
      <BuilderShell
        title={widget.name}
        icon={ui.icon}
        badge={
          <>
            {!isOwner && (
              <Chip size="sm" variant="info">
                {t('channel.moderating')}
              </Chip>
            )}
            {dirty && (
              <Chip size="sm" variant="warning">
                {t('edit.unsaved')}
              </Chip>
            )}
          </>
        }
        back={
          isOwner
            ? { to: '/profile/widgets', label: t('nav.myWidgets') }
            : { to: `/profile/widgets?channel=${widget.ownerId}`, label: t('channel.back') }
        }
        actions={
          <Button
            type="submit"
            form={WIDGET_FORM_ID}
            disabled={!dirty}
            loading={update.isPending}
            icon={<Save size={16} aria-hidden />}
          >
            {t('edit.save')}
          </Button>
        }
        form={
          <>
            {isOwner && <KickSourceProblem />}
            <WidgetFormBody
              type={type}
              form={form}
              ownerId={widget.ownerId}
              onSubmit={() => void save()}
            />
          </>
        }
        side={
          <>
            <PreviewPanel
              type={type}
              settings={settings}
              feed={feed}
              live={live}
              ownerId={widget.ownerId}
              widgetKey={widget.key}
              testHint={t('test.remoteHint')}
              tests={
                <TestEventButtons
                  kinds={ui.testEvents}
                  busy={testing}
                  onSend={(kind) => void sendTest(kind)}
                />
              }
            />
            <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-surface-700 bg-surface-900 p-4">
              <div>
                <h2 className="mb-1.5 text-sm font-semibold text-white">{t('health.title')}</h2>
                <HealthIndicator health={current} />
              </div>
              <div className="flex flex-wrap gap-2">
                {ui.reset && <ResetLeaderboard widgetId={widget.id} kind={ui.reset} />}
                {contract.alertKinds && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={skipAlert.isPending}
                    icon={<SkipForward size={14} aria-hidden />}
                    onClick={async () => {
                      try {
                        const { skipped } = await skipAlert.mutateAsync(widget.id);
                        toast.success(t('health.skipped', { count: skipped }));
                      } catch (error) {
                        toast.error(errorText(error, t('health.skipFailed')));
                      }
                    }}
                  >
                    {t('health.skip')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  loading={reload.isPending}
                  icon={<RotateCw size={14} aria-hidden />}
                  onClick={() => void reloadSources()}
                >
                  {t('health.reload')}
                </Button>
              </div>
            </section>
            <ObsUrlPanel
              widget={widget}
              rotating={rotate.isPending}
              onRotate={
                isOwner
                  ? async () => {
                      try {
                        await rotate.mutateAsync();
                        toast.success(t('obs.rotated'));
                      } catch (error) {
                        toast.error(errorText(error, t('obs.rotateFailed')));
                      }
                    }
                  : undefined
              }
            />
          </>
        }
      />
      <LeaveDialog blocker={blocker} />
    </>
  );
}
