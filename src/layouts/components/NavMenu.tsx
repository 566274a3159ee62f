import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '@/shared/nav/menu';
import { menuIcon } from '@/shared/nav/menuIcons';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: readonly MenuEntry[], top = true): Item[] {
  return entries.map((e) =>
    e.children?.length
      ? { key: e.path, label: e.title, icon: top ? menuIcon(e.icon) : undefined, children: toItems(e.children, false) }
      : { key: e.path, label: e.title, icon: top ? menuIcon(e.icon) : undefined },
  );
}

interface Props {
  entries: readonly MenuEntry[];
  /** the path of the page shown, and its parents */
  trail: string[];
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The side or top menu, built from the route table for the user's codes. */
export default function NavMenu({ entries, trail, mode, theme, collapsed, onNavigate }: Props) {
  const navigate = useNavigate();
  const items = useMemo(() => toItems(entries), [entries]);
  const parents = trail.slice(0, -1);
  const [openKeys, setOpenKeys] = useState<string[]>(parents);
  // Opening another page opens its group too (state adjusted while rendering, as React documents).
  const parentsKey = parents.join('|');
  const [seen, setSeen] = useState(parentsKey);
  if (seen !== parentsKey) {
    setSeen(parentsKey);
    setOpenKeys((keys) => Array.from(new Set([...keys, ...parents])));
  }
  const selected = trail.length ? [trail[trail.length - 1]] : [];
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selected}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : { borderInlineEnd: 'none' }}
    />
  );
}
