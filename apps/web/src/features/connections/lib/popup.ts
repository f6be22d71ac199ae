/** Seed §9: the authorization popup is 500x700 and its closing is polled every 500 ms. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 700;
export const POPUP_POLL_MS = 500;

export interface PopupResult {
  code: string | null;
  state: string | null;
  error: string | null;
}

export class PopupBlockedError extends Error {
  constructor() {
    super('The sign-in window was blocked by the browser');
    this.name = 'PopupBlockedError';
  }
}
export class PopupClosedError extends Error {
  constructor() {
    super('The sign-in window was closed before finishing');
    this.name = 'PopupClosedError';
  }
}

/** The message our callback pages post to their opener (Spotify's 'authComplete' event). */
export interface AuthCompleteMessage {
  type: 'authComplete';
  provider: string;
  code: string | null;
  state: string | null;
  error: string | null;
}

export const isAuthComplete = (data: unknown): data is AuthCompleteMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'authComplete';

function readResult(popup: Window, origin: string): PopupResult | null {
  try {
    // Throws while the popup shows the provider's page on another origin.
    const url = new URL(popup.location.href);
    if (url.origin !== origin) return null;
    const params = url.searchParams;
    if (!params.has('code') && !params.has('error')) return null;
    return { code: params.get('code'), state: params.get('state'), error: params.get('error') };
  } catch {
    return null;
  }
}

/**
 * Opens the provider's authorization page in a 500x700 popup and resolves with the code in the
 * popup's address once it comes back to our origin. Polls every 500 ms (reading the address and
 * noticing a close); our callback page also posts an 'authComplete' message, whichever comes
 * first wins.
 */
export function openAuthPopup(
  url: string,
  provider: string,
  win: Window = window,
): Promise<PopupResult> {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  const popup = win.open(
    url,
    `kyo-auth-${provider}`,
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new PopupBlockedError());
  const origin = win.location.origin;
  return new Promise<PopupResult>((resolve, reject) => {
    let lastSeen: PopupResult | null = null;
    let closedSeen = false;
    const finish = (result: PopupResult | null) => {
      win.clearInterval(timer);
      win.removeEventListener('message', onMessage);
      win.removeEventListener('authComplete', onAuthComplete);
      try {
        if (!popup.closed) popup.close();
      } catch {
        // ignore
      }
      if (result) resolve(result);
      else reject(new PopupClosedError());
    };
    const accept = (data: unknown) => {
      if (!isAuthComplete(data) || data.provider !== provider) return;
      finish({ code: data.code, state: data.state, error: data.error });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin) accept(event.data);
    };
    // Dispatched on this window by the callback page itself, synchronously, before it closes:
    // only a page of our origin can do that, and nothing can overtake it.
    const onAuthComplete = (event: Event) => accept((event as CustomEvent<unknown>).detail);
    win.addEventListener('message', onMessage);
    win.addEventListener('authComplete', onAuthComplete);
    const timer = win.setInterval(() => {
      if (popup.closed) {
        // The callback page reports, then closes itself: its message may still be queued when
        // the close is seen. Give it one more poll before calling the popup abandoned.
        if (lastSeen || closedSeen) finish(lastSeen);
        closedSeen = true;
        return;
      }
      const result = readResult(popup, origin);
      if (result) {
        lastSeen = result;
        finish(result);
      }
    }, POPUP_POLL_MS);
  });
}

/** Run by a callback page: hands the code to the window that opened the popup. */
export function reportToOpener(provider: string, win: Window = window): boolean {
  const opener = win.opener as Window | null;
  if (!opener || opener === win) return false;
  const params = new URL(win.location.href).searchParams;
  const message: AuthCompleteMessage = {
    type: 'authComplete',
    provider,
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
  };
  try {
    opener.postMessage(message, win.location.origin);
    opener.dispatchEvent(new CustomEvent('authComplete', { detail: message }));
  } catch {
    return false;
  }
  return true;
}
