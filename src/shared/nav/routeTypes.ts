import type { Permission } from '@contract/codes';
import type { PageLoader } from '@/shared/ui/lazyPage';

export interface RouteMeta {
  title: string;
  icon?: string;
  /** visible when the user holds any of these codes; 'all' is held by everyone */
  permission?: Permission[];
}

/** One entry of the route table: the single source of menus, titles, access and loading. */
export interface AppRoute {
  path: string;
  name?: string;
  meta?: RouteMeta;
  hidden?: boolean;
  hideChildrenInMenu?: boolean;
  redirect?: string;
  page?: PageLoader;
  /** 'blank': outside the shell (big screens, detail pages) */
  layout?: 'shell' | 'blank';
  /** shown only for these site types (site config webType) */
  siteTypes?: string[];
  children?: AppRoute[];
}

/** A feature's page, as the feature declares it (features/<f>/routes.ts) and the app places it. */
export interface PageRoute {
  path: string;
  title: string;
  permission: Permission[];
  page: PageLoader;
  icon?: string;
  hidden?: boolean;
  layout?: 'shell' | 'blank';
  siteTypes?: string[];
}
