import { REALTIME_PATH, type DashboardServerMessage } from '@kyo/contracts';
import { authStore } from './auth-store';

/**
 * One connection of a dashboard page to the realtime socket: says hello with the session's
 * token, answers the server's pings and hands every other message over, parsed. Null when
 * signed out. Reconnecting is the caller's (each page has its own policy).
 */
export function openDashboardSocket(handlers: {
  onMessage: (message: DashboardServerMessage) => void;
  onClose: (event: CloseEvent) => void;
}): WebSocket | null {
  const token = authStore.getState().token;
  if (!token) return null;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${window.location.host}${REALTIME_PATH}`);
  socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', role: 'dashboard', token }));
  socket.onmessage = (event: MessageEvent<string>) => {
    let message: DashboardServerMessage;
    try {
      message = JSON.parse(event.data) as DashboardServerMessage;
    } catch {
      return;
    }
    if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong', t: message.t }));
    else handlers.onMessage(message);
  };
  socket.onclose = handlers.onClose;
  return socket;
}
