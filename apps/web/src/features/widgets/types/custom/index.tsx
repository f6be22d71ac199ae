import { Code2 } from 'lucide-react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { AvailableWidgetModule } from '../widget-ui';
import { DEMO_NAMES } from '../../lib/demo-events';
import { CustomForm } from './custom-form';
import { CUSTOM_PRESETS, STARTER_CODE, presetSettings } from './presets';
import { CUSTOM_TEXTS } from './texts';

const demoEvent = (index: number): WidgetEvent => ({
  kind: 'follow',
  name: DEMO_NAMES[index % DEMO_NAMES.length]!,
  at: Date.now(),
});

/** The custom code widget (docs/widgets.md, "Custom code"). */
export const customModule: AvailableWidgetModule<'custom'> = {
  type: 'custom',
  available: true,
  icon: Code2,
  texts: CUSTOM_TEXTS,
  Form: CustomForm,
  demo: { initial: () => [demoEvent(0)], next: (index) => demoEvent(index + 1), intervalMs: 4000 },
  // A new widget starts from working code: the last follower's name, from onEventReceived.
  newSettings: (language) => presetSettings({ settings: STARTER_CODE }, language),
  presets: CUSTOM_PRESETS.map((preset) => ({
    id: preset.id,
    texts: preset.texts,
    settings: (language) => presetSettings(preset, language),
  })),
};

export default customModule;
