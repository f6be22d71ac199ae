import { useEffect, useState } from 'react';
import { CLOSE_CODES, widgetEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { openDashboardSocket } from '../../../lib/dashboard-socket';
import { backoffDelay } from '../lib/backoff';

export interface LiveHealth {
  connections: number;
  lastEventAt: string | null;
  lastSeenAt: string | null;
}

/**
 * Overlay health pushed over the dashboard WebSocket: browser sources connected and the last
 * event, per widget, as it changes. `live` is false while the socket is down (the page then
 * shows the health the REST answer had).
 */
export function useWidgetHealth(): { health: Record<string, LiveHealth>; live: boolean } {
  const [health, setHealth] = useState<Record<string, LiveHealth>>({});
  const [live, setLive] = useState(false);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(connect, backoffDelay(attempt++));
    };
    function connect() {
      if (stopped) return;
      const current = openDashboardSocket({
        onMessage: (message) => {
          if (message.type !== 'health') return;
          attempt = 0;
          setLive(true);
          setHealth(Object.fromEntries(message.widgets.map(({ id, ...rest }) => [id, rest])));
        },
        onClose: (event) => {
          if (socket !== current) return;
          socket = null;
          setLive(false);
          if (stopped) return;
          // An expired access token: any API call refreshes it, then connect with the new one.
          if (event.code === CLOSE_CODES.unauthorized) {
            void apiRequest(widgetEndpoints.list, {})
              .catch(() => undefined)
              .finally(schedule);
          } else schedule();
        },
      });
      socket = current;
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, 'Page closed');
      socket = null;
    };
  }, []);

  return { health, live };
}
