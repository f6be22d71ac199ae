import { Music, Users } from 'lucide-react';
import type { PlannedWidgetModule } from './widget-ui';

/** Types whose overlay and builder do not exist yet: listed as coming, not creatable. */
export const liveViewerModule: PlannedWidgetModule = {
  type: 'live-viewer',
  available: false,
  icon: Users,
};
export const spotifyModule: PlannedWidgetModule = {
  type: 'spotify',
  available: false,
  icon: Music,
};
