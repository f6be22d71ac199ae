import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LogIn, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-store';
import { applyServerError } from '../../../lib/use-zod-form';
import { fieldOfServerError } from '../lib/form-errors';
import { usePreviewFeed } from '../hooks/use-demo-feed';
import { useWidgetForm, usePreviewSettings, type WidgetFormValues } from '../hooks/use-widget-form';
import { useCreateWidget } from '../hooks/use-widgets';
import { draftStorage, type WidgetDraft } from '../lib/draft-storage';
import { makeTestEvents, type TestEventKind } from '../lib/demo-events';
import { availableUi, newSettingsOf, presetOf, typeTexts, widgetLanguage } from '../types/registry';
import type { AvailableWidgetType } from '../types/renderers';
import { BuilderShell } from './builder-shell';
import { PreviewPanel } from './preview-panel';
import { TestEventButtons } from './test-event-buttons';
import { WIDGET_FORM_ID, WidgetFormBody } from './widget-form-body';
import { lastChatter } from '../lib/last-chatter';

/**
 * The builder of a new widget: design with the live preview and local test events, then save.
 * The design is kept in this tab (sessionStorage); a signed-out visitor who saves is sent to
 * sign in and the widget is saved when they come back.
 */
export function NewWidgetBuilder({ type }: { type: AvailableWidgetType }) {
  const { t, i18n } = useTranslation('widgets');
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useAuthState();
  const ui = availableUi(type);
  // A ready-made widget picked in the gallery (`?preset=`) starts over from it; else the draft.
  const [preset] = useState(() => presetOf(ui, new URLSearchParams(location.search).get('preset')));
  const [draft] = useState<WidgetDraft | null>(() => (preset ? null : draftStorage.read(type)));
  const language = i18n.resolvedLanguage;
  const form = useWidgetForm(
    type,
    preset
      ? {
          name: preset.texts[widgetLanguage(language)].name,
          settings: preset.settings(language),
        }
      : (draft ?? { name: typeTexts(type, language).name, settings: newSettingsOf(ui, language) }),
  );
  const settings = usePreviewSettings(type, form.control);
  const { feed, push } = usePreviewFeed(ui.demo);
  const create = useCreateWidget();

  const save = form.handleSubmit(async (values: WidgetFormValues) => {
    if (!token) {
      draftStorage.write(type, { name: values.name, settings: values.settings, pendingSave: true });
      toast.info(t('builder.signInToSave'));
      await navigate(`/signin?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    try {
      const widget = await create.mutateAsync({
        type,
        name: values.name,
        settings: values.settings,
      });
      draftStorage.clear(type);
      toast.success(t('builder.created', { name: widget.name }));
      await navigate(`/widget/edit/${widget.id}`, { replace: true });
    } catch (error) {
      if (!(fieldOfServerError(error) && applyServerError(form, error)))
        toast.error(error instanceof ApiRequestError ? error.message : t('builder.createFailed'));
    }
  });

  // Back from signing in with a design the visitor asked to save: save it now, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !token || !draft?.pendingSave) return;
    resumed.current = true;
    void save();
  }, [token, draft, save]);

  // Every change is kept for this tab, so a reload or a detour loses nothing.
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (!form.formState.isDirty && !draft) return;
    draftStorage.write(type, {
      name: String(values.name ?? ''),
      settings: values.settings ?? {},
      pendingSave: false,
    });
  }, [values, type, draft, form.formState.isDirty]);

  const sendTest = (kind: TestEventKind) =>
    makeTestEvents(kind, { lastChatter: lastChatter(feed) }).forEach((event) => push(event));

  return (
    <BuilderShell
      title={typeTexts(type, i18n.resolvedLanguage).name}
      icon={ui.icon}
      back={{ to: '/widget', label: t('nav.gallery') }}
      actions={
        <Button
          type="submit"
          form={WIDGET_FORM_ID}
          loading={create.isPending}
          icon={token ? <Save size={16} aria-hidden /> : <LogIn size={16} aria-hidden />}
        >
          {token ? t('builder.save') : t('builder.signInAndSave')}
        </Button>
      }
      form={
        <WidgetFormBody
          type={type}
          form={form}
          onSubmit={() => void save()}
          before={
            <p className="rounded-xl border border-brand-500/25 bg-brand-500/10 px-4 py-3 text-sm text-brand-100">
              {token ? t('builder.intro') : t('builder.introSignedOut')}
            </p>
          }
        />
      }
      side={
        <PreviewPanel
          type={type}
          settings={settings}
          feed={feed}
          testHint={t('test.localHint')}
          tests={<TestEventButtons kinds={ui.testEvents} onSend={sendTest} />}
        />
      }
    />
  );
}
