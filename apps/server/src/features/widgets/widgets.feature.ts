import { WIDGET_EVENT_KIND_OF, type ChannelEventKind } from '@kyo/contracts';
import { defineFeature } from '../../platform/features/feature';
import { widgetsArea } from './widgets.area';
import { registerWidgets, WIDGET_STATE_FLUSH_MS, type WidgetsHandle } from './widgets.module';

declare module '../../platform/features/feature' {
  interface Services {
    widgets: WidgetsHandle;
  }
}

/**
 * Overlay widgets (docs/widgets.md): their model and API, events routed to their browser sources
 * and folded into their states, test events, health.
 */
export const widgetsFeature = defineFeature({
  name: 'widgets',
  needs: ['realtime', 'widget-states'],
  async register(ctx, use) {
    const widgets = await registerWidgets(ctx, {
      realtime: use('realtime'),
      states: use('widget-states').states,
    });
    // An account's widgets close their browser sources once its rows are gone.
    ctx.onAccountDeletion((userId) => widgets.prepareAccountDeletion(userId));
    return widgets;
  },
  // Only events some widget of the channel shows (a chat line of a channel with alerts only, or
  // with no widget, goes no further: nothing mapped, delivered or sent to other nodes).
  stage: {
    kinds: Object.keys(WIDGET_EVENT_KIND_OF) as ChannelEventKind[],
    switchedOn: (widgets) => (event) => widgets.shows(event),
    consumer: (widgets) => ({
      onEvent: (event) => widgets.onKickEvent(event),
      onChatDeleted: (event) => widgets.onChatDeleted(event),
    }),
  },
  api: (widgets) => widgetsArea(widgets.service),
  events: { consumes: ['widget.event', 'live.event', 'chat.deleted'] },
  jobs: [
    {
      name: 'widget-state',
      everyMs: WIDGET_STATE_FLUSH_MS,
      scope: 'every-node',
      decidedBy:
        'each node writes what it counted itself: a leaderboard count by the node that received the event, a state by upsert',
      run: (widgets) => widgets.flushStates(),
    },
  ],
  shared: 'none',
});
