import { useEffect, useState } from 'react';
import {
  CLOSE_CODES,
  REALTIME_PATH,
  widgetEndpoints,
  type DashboardServerMessage,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
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
      const token = authStore.getState().token;
      if (stopped || !token) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const current = new WebSocket(`${scheme}://${window.location.host}${REALTIME_PATH}`);
      socket = current;
      current.onopen = () =>
        current.send(JSON.stringify({ type: 'hello', role: 'dashboard', token }));
      current.onmessage = (event: MessageEvent<string>) => {
        let message: DashboardServerMessage;
        try {
          message = JSON.parse(event.data) as DashboardServerMessage;
        } catch {
          return;
        }
        if (message.type === 'ping') current.send(JSON.stringify({ type: 'pong', t: message.t }));
        if (message.type !== 'health') return;
        attempt = 0;
        setLive(true);
        setHealth(Object.fromEntries(message.widgets.map(({ id, ...rest }) => [id, rest])));
      };
      current.onclose = (event) => {
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
      };
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
