import { accountApi } from './areas/account';
import { botApi } from './areas/bot';
import { moderationApi } from './areas/moderation';
import { songRequestsApi } from './areas/song-requests';
import { statsApi } from './areas/stats';
import { widgetsApi } from './areas/widgets';
import { liveApi } from './areas/live';
import { pointsApi } from './areas/points';
import { markersApi, shoutoutsApi } from './areas/moments';
import { subathonApi } from './areas/subathon';
import type { ApiAreaContract, V1EndpointDef } from './v1';

/**
 * Every area of /api/v1, in the order the reference shows them. A new area adds its file under
 * areas/ and one entry here.
 */
export const API_V1_AREAS = [
  accountApi,
  widgetsApi,
  botApi,
  statsApi,
  songRequestsApi,
  moderationApi,
  liveApi,
  pointsApi,
  markersApi,
  shoutoutsApi,
  subathonApi,
] as const satisfies readonly ApiAreaContract[];

/** Every /api/v1 route with its area and name (`widgets.list`). */
export function apiV1Routes(): Array<{ area: string; name: string; endpoint: V1EndpointDef }> {
  return API_V1_AREAS.flatMap((area) =>
    Object.entries(area.routes).map(([name, endpoint]) => ({
      area: area.area,
      name,
      endpoint: endpoint as V1EndpointDef,
    })),
  );
}
