import type { Language } from '@kyo/contracts';
import { apiRequest } from '../lib/api-client';
import { authStore } from '../lib/auth-store';
import { safeStorage } from '../lib/storage';
import { i18n, isLanguage, LANGUAGE_STORAGE_KEY } from './i18n';

/**
 * A switch this browser made that the account may not have saved yet (`userId:language`): a
 * reload right after the switch brings back the account as the server last saved it, which must
 * not undo the choice.
 */
export const PENDING_LANGUAGE_KEY = 'KYO_LANG_PENDING';

function pendingFor(userId: string): Language | null {
  const stored = safeStorage.get(PENDING_LANGUAGE_KEY);
  if (!stored) return null;
  const [owner, language] = stored.split(':');
  return owner === userId && isLanguage(language) ? language : null;
}

async function saveLanguage(userId: string, language: Language): Promise<void> {
  safeStorage.set(PENDING_LANGUAGE_KEY, `${userId}:${language}`);
  try {
    // The settings contract (zod) loads with the first switch of a signed-in user.
    const { userEndpoints } = await import('../lib/shell-contracts');
    const me = await apiRequest(userEndpoints.updateSettings, { body: { language } });
    if (pendingFor(userId) === language) safeStorage.remove(PENDING_LANGUAGE_KEY);
    if (authStore.getState().user?.id === me.id) authStore.setState({ user: me });
  } catch {
    // Offline or signed out meanwhile: the choice stays pending and is saved with the next
    // sign-in or reload of this user.
  }
}

/**
 * The language is remembered on the account (mails, the bot's default texts and the server's
 * messages follow it): a signed-in user's choice is saved, and signing in on another browser
 * brings it back. A choice this browser made that the account has not confirmed yet wins and is
 * saved again.
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
    const pending = pendingFor(user.id);
    if (pending && pending !== user.language) {
      if (pending !== i18n.resolvedLanguage) void i18n.changeLanguage(pending);
      void saveLanguage(user.id, pending);
      return;
    }
    if (pending) safeStorage.remove(PENDING_LANGUAGE_KEY);
    if (user.language !== i18n.resolvedLanguage) void i18n.changeLanguage(user.language);
  };
  adopt();
  return authStore.subscribe(adopt);
}

/** The header's language switch: the page changes at once, the account follows. */
export async function chooseLanguage(language: Language): Promise<void> {
  // Remembered before anything loads or saves: a reload a moment later keeps it.
  safeStorage.set(LANGUAGE_STORAGE_KEY, language);
  const { user, token } = authStore.getState();
  if (user && token && user.language !== language) {
    safeStorage.set(PENDING_LANGUAGE_KEY, `${user.id}:${language}`);
  }
  await i18n.changeLanguage(language);
  if (!user || !token || user.language === language) return;
  await saveLanguage(user.id, language);
}
