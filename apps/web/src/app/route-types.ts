/**
 * What a route of the product is (route-table.ts lists them): its path, the layout around its
 * page, who may open it, its title, its page module loaded on demand, and whether that page needs
 * the query client. The router and the guards read these types without the table.
 */
import type { ComponentType } from 'react';

/**
 * `bot`: the default layout with the bot's frame (channel switch, status strip, sub-navigation)
 * around the page, whichever feature owns it; the one way a page is put in that frame.
 */
export type LayoutName = 'default' | 'empty' | 'documentation' | 'profile' | 'widget' | 'bot';

/** Route meta from the seed (§2): auth needs a token, guest only without one, kick needs Kick. */
export interface RouteMeta {
  auth?: boolean;
  guest?: boolean;
  kick?: boolean;
}

export interface PageRoute {
  path: string;
  layout: LayoutName;
  meta?: RouteMeta;
  /** Translation key (namespace `app`) of the page title, used for the document title. */
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The page (or something it loads) uses TanStack Query: the router loads the query client with
   * it. Pages without it do not download TanStack Query; the bundle-size test checks the flag
   * against what each page's code needs.
   */
  queries?: true;
}
