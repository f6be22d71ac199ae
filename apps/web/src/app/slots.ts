import type { ComponentType } from 'react';
import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner';

export type SlotName = 'banner';

/**
 * Feature contributions to the layouts. Layouts render slots; features never import layouts and
 * layouts never import features: this file, in the app layer, composes them.
 */
export const slots: Record<SlotName, ComponentType[]> = {
  banner: [VerifyEmailBanner],
};
