import type { Permission } from '@contract/codes';
import type { PageLoader } from '@/shared/ui/lazyPage';

export interface RouteMeta {
  title: string;
  /** the title when the page opens an existing record (`?id=`): a form page that also edits */
  editTitle?: string;
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
  /** 'blank': outside the shell (detail pages) */
  layout?: 'shell' | 'blank';
  /** a shell page that also opens alone, without the shell, at `path?standalone=1` (a wall monitor's big screen) */
  standalone?: boolean;
  /** shown only for these site types (site config webType) */
  siteTypes?: string[];
  /** reads the page needs that may be asked as it starts loading (a look-up kept for the session: asked once) */
  prefetch?: () => void;
  children?: AppRoute[];
}

/** A feature's page, as the feature declares it (features/<f>/routes.ts) and the app places it. */
export interface PageRoute {
  path: string;
  title: string;
  /** the title when opened with `?id=` (编辑角色 on the page that also adds one) */
  editTitle?: string;
  permission: Permission[];
  page: PageLoader;
  icon?: string;
  hidden?: boolean;
  layout?: 'shell' | 'blank';
  /** also opens alone at `path?standalone=1` */
  standalone?: boolean;
  siteTypes?: string[];
  /** reads the page needs that may be asked as it starts loading (a look-up kept for the session: asked once) */
  prefetch?: () => void;
}
