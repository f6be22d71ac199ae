import type { Language } from '@kyo/contracts';
import { apiRequest } from '../lib/api-client';
import { authStore } from '../lib/auth-store';
import { i18n } from './i18n';

/**
 * The language is remembered on the account (mails, the bot's default texts and the server's
 * messages follow it): a signed-in user's choice is saved, and signing in on another browser
 * brings it back.
 */
export function followAccountLanguage(): () => void {
  let seenUserId: string | null = null;
  const adopt = () => {
    const { user } = authStore.getState();
    if (!user) {
      seenUserId = null;
      return;
    }
    if (user.id === seenUserId) return;
    seenUserId = user.id;
    if (user.language !== i18n.resolvedLanguage) void i18n.changeLanguage(user.language);
  };
  adopt();
  return authStore.subscribe(adopt);
}

/** The header's language switch: the page changes at once, the account follows. */
export async function chooseLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  const { user, token } = authStore.getState();
  if (!user || !token || user.language === language) return;
  try {
    // The settings contract (zod) loads with the first switch of a signed-in user.
    const { userEndpoints } = await import('../lib/shell-contracts');
    const me = await apiRequest(userEndpoints.updateSettings, { body: { language } });
    authStore.setState({ user: me });
  } catch {
    // Offline or signed out meanwhile: the page keeps the choice; the next switch saves it.
  }
}
