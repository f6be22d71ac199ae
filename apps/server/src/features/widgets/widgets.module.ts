import type { AccountLinks, FeatureContext } from '../../feature-context';

export interface WidgetsModuleDeps {
  links: AccountLinks;
  /** Resolves a dashboard's access token to its user (the accounts feature). */
  authenticateToken(token: string): Promise<{ userId: string }>;
}

/** Overlay widgets: model and API, realtime gateway, routing of events to widgets, health. */
export async function registerWidgets(
  _ctx: FeatureContext,
  _deps: WidgetsModuleDeps,
): Promise<void> {
  // Filled by the overlay widgets issue.
}
