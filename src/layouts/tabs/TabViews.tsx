import { Activity } from 'react';
import { parsePath, UNSAFE_RouteContext, useRoutes, type RouteObject } from 'react-router-dom';
import { pathOf, type Tab } from './tabRules';
import { useTabs } from './tabsStore';

/** The pages' routes are absolute: match them as top-level routes, not below the shell's route. */
const TOP_LEVEL = { outlet: null, matches: [], isDataRoute: false };

function TabRoutes({ pages, path }: { pages: RouteObject[]; path: string }) {
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  return useRoutes(pages, { pathname, search, hash });
}

/** One tab's page, rendered for the tab's own location (hidden tabs keep reading their own URL). */
function TabView({ pages, path }: { pages: RouteObject[]; path: string }) {
  return (
    <UNSAFE_RouteContext.Provider value={TOP_LEVEL}>
      <TabRoutes pages={pages} path={path} />
    </UNSAFE_RouteContext.Provider>
  );
}

/**
 * The pages of the open tabs. With multi-tab on, hidden tabs stay mounted under
 * React's <Activity mode="hidden"> and keep their state; "refresh" remounts one.
 */
export default function TabViews({
  pages,
  tabs,
  active,
  keepAlive,
}: {
  pages: RouteObject[];
  tabs: Tab[];
  active: string;
  keepAlive: boolean;
}) {
  const versions = useTabs((s) => s.versions);
  // the tab shown: the one at this address, else the one of its route path (for the render in
  // which the address has changed its query and the tab not yet: one page, not two with one key)
  const current = tabs.find((t) => t.key === active) ??
    tabs.find((t) => pathOf(t.key) === pathOf(active)) ?? { key: active, title: '', id: active };
  if (!keepAlive) return <TabView key={`${current.id}#${versions[current.id] ?? 0}`} pages={pages} path={active} />;
  const list = tabs.includes(current) ? tabs : [...tabs, current];
  return (
    <>
      {list.map((t) => (
        <Activity key={`${t.id}#${versions[t.id] ?? 0}`} mode={t === current ? 'visible' : 'hidden'}>
          <TabView pages={pages} path={t === current ? active : t.key} />
        </Activity>
      ))}
    </>
  );
}
