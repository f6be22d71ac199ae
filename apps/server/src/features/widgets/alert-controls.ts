import { widgetContracts, type WidgetEvent, type WidgetTypeContract } from '@kyo/contracts';
import type { DisplayAlerts, OverlayGateway, OverlayGrant } from '../../ports';
import { prepareAlertEvent, type AlertEventHooks } from './alert-events';
import { typeOf } from './widget-type';
import type { WidgetsRepo } from './widgets.repo';

/** Where the channel's alert-queue control is read (the live cockpit provides it). */
export type AlertControlSource = (ownerId: string) => Promise<DisplayAlerts | null>;

const isAlertType = (grant: Pick<OverlayGrant, 'type'>): boolean =>
  (widgetContracts[grant.type] as WidgetTypeContract).alertKinds !== undefined;

/**
 * A connecting display's grant with its channel's alert-queue control (an alert widget's only),
 * so a display that connects while alerts are paused holds them from its first event.
 */
export async function withAlertControl<G extends OverlayGrant>(
  source: AlertControlSource | undefined,
  grant: G,
): Promise<G> {
  if (!source || !isAlertType(grant)) return grant;
  const alerts = await source(grant.userId);
  return alerts ? { ...grant, alerts } : grant;
}

/**
 * The live cockpit's hold on the alert widgets (docs/live.md): an event shown again (a replay),
 * the alert on screen skipped, the queue paused, muted or cleared, on every browser source of
 * the channel's alert widgets whichever node holds it (the gateway sends each on to the others).
 * A replay goes the test buttons' way: numbered and shown, never folded into a widget's state,
 * so a goal or a leaderboard does not count it again, and no chat alert is sent (the bot never
 * sees it).
 */
export class AlertControls {
  constructor(
    private readonly deps: {
      repo: WidgetsRepo;
      realtime: OverlayGateway;
      hooks: AlertEventHooks;
    },
  ) {}

  async replay(ownerId: string, event: WidgetEvent): Promise<number> {
    const widgets = (await this.alertWidgets(ownerId)).filter((widget) =>
      (widgetContracts[widget.type] as WidgetTypeContract).events.includes(event.kind),
    );
    if (widgets.length === 0) return 0;
    const prepared = await prepareAlertEvent(this.deps.hooks, ownerId, event);
    for (const widget of widgets) this.deps.realtime.publishToWidget(widget.id, prepared, true);
    return widgets.length;
  }

  async skip(ownerId: string): Promise<number> {
    const widgets = await this.alertWidgets(ownerId);
    for (const widget of widgets) this.deps.realtime.skip(widget.id);
    return widgets.length;
  }

  async set(ownerId: string, alerts: DisplayAlerts, clear: boolean): Promise<number> {
    const widgets = await this.alertWidgets(ownerId);
    for (const widget of widgets) this.deps.realtime.setAlerts(widget.id, alerts, clear);
    return widgets.length;
  }

  private async alertWidgets(ownerId: string) {
    return (await this.deps.repo.listByUser(ownerId)).flatMap((row) => {
      const type = typeOf(row);
      return type && isAlertType({ type }) ? [{ id: row.id, type }] : [];
    });
  }
}
