import type { AvailableWidgetType } from '../types/renderers';

/** A builder's unsaved design, kept for this tab (a signed-out visitor signs in, then saves). */
export interface WidgetDraft {
  name: string;
  settings: Record<string, unknown>;
  /** The visitor pressed Save: save it as soon as they are signed in. */
  pendingSave: boolean;
}

const keyOf = (type: AvailableWidgetType) => `kyo.widget-draft.${type}`;

export const draftStorage = {
  read(type: AvailableWidgetType): WidgetDraft | null {
    try {
      const raw = window.sessionStorage.getItem(keyOf(type));
      if (!raw) return null;
      const draft = JSON.parse(raw) as Partial<WidgetDraft>;
      if (typeof draft.name !== 'string' || typeof draft.settings !== 'object' || !draft.settings)
        return null;
      return {
        name: draft.name,
        settings: draft.settings,
        pendingSave: draft.pendingSave === true,
      };
    } catch {
      return null;
    }
  },
  write(type: AvailableWidgetType, draft: WidgetDraft): void {
    try {
      window.sessionStorage.setItem(keyOf(type), JSON.stringify(draft));
    } catch {
      // Storage unavailable: the draft lives as long as the page.
    }
  },
  clear(type: AvailableWidgetType): void {
    try {
      window.sessionStorage.removeItem(keyOf(type));
    } catch {
      // ignore
    }
  },
};
