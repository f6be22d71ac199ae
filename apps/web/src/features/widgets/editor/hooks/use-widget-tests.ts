import { useTranslation } from 'react-i18next';
import { widgetContracts, widgetEndpoints, type TestEventKind, type Widget } from '@kyo/contracts';
import { toast } from '../../../../components/ui/toast';
import { apiRequest } from '../../../../lib/api-client';
import type { SceneDoc } from '../lib/scene-doc';

/**
 * The editor's test events: one widget's (the inspector's buttons), or one per widget on the
 * canvas ("Test everything"), which says in one toast how it went. An expired session is
 * refreshed and the calls retried by the API client; what still fails is named.
 */
export function useWidgetTests(widgets: Map<string, Widget>) {
  const { t } = useTranslation('editor');
  const message = (error: unknown) =>
    error instanceof Error ? error.message : t('editor.testFailed');
  const send = (widget: Widget, kind: TestEventKind) =>
    apiRequest(widgetEndpoints.testEvent, { params: { id: widget.id }, body: { kind } });
  return {
    test: (widget: Widget, kind: TestEventKind) =>
      send(widget, kind).catch((error: unknown) => toast.error(message(error))),
    testEverything: async (doc: SceneDoc) => {
      const calls = doc.layers.flatMap((layer) => {
        const widget = layer.kind === 'widget' ? widgets.get(layer.widgetId) : undefined;
        const kind = widget && widgetContracts[widget.type].testEvents[0];
        return widget && kind ? [send(widget, kind)] : [];
      });
      if (calls.length === 0) return toast.info(t('editor.testNothing'));
      const results = await Promise.allSettled(calls);
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed.length === 0) return toast.success(t('editor.testedAll', { count: calls.length }));
      const reason: unknown = failed[0]!.reason;
      toast.error(
        t('editor.testSomeFailed', {
          failed: failed.length,
          count: calls.length,
          reason: message(reason),
        }),
      );
    },
  };
}
