import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tabs, type MenuProps } from 'antd';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/shared/http/notify';
import { confirmLeave } from '@/shared/ui/unsaved/confirmLeave';
import { discard, isDirty } from '@/shared/ui/unsaved/registry';
import { closeAll, closeLeft, closeOthers, closeRight, closeTab, pathOf, type Tab, type TabsResult } from './tabRules';
import { useTabs } from './tabsStore';

const MENU: MenuProps['items'] = [
  { key: 'refresh', label: '刷新当前', icon: <ReloadOutlined /> },
  { type: 'divider' },
  { key: 'close', label: '关闭当前' },
  { key: 'right', label: '关闭右侧' },
  { key: 'left', label: '关闭左侧' },
  { key: 'others', label: '关闭其他' },
];

/** The button at the end of the bar: the same for the tab shown, and 关闭全部 (首页 stays). */
const BAR_MENU: MenuProps['items'] = [
  { key: 'refresh', label: '刷新当前', icon: <ReloadOutlined /> },
  { type: 'divider' },
  { key: 'close', label: '关闭当前' },
  { key: 'others', label: '关闭其他' },
  { key: 'all', label: '关闭全部' },
];

/** The multi-tab bar: one tab per opened page, with the close-menu of the screens and routes. */
export default function TabBar({ active }: { active: string }) {
  const tabs = useTabs((s) => s.tabs);
  const setTabs = useTabs((s) => s.setTabs);
  const refresh = useTabs((s) => s.refresh);
  const navigate = useNavigate();
  const { modal } = App.useApp();

  /** Runs `go`, which throws away the pages of `lost`; if some hold unsaved changes, after asking. */
  const unlessUnsaved = (lost: Tab[], go: () => void) => {
    const dirty = lost.filter((t) => isDirty(pathOf(t.key)));
    if (!dirty.length) return go();
    const names = dirty.map((t) => `「${t.title}」`).join('');
    void confirmLeave(modal, `${names}中填写的内容尚未保存，关闭后将丢失。`).result.then((leave) => {
      if (!leave) return;
      discard(dirty.map((t) => pathOf(t.key)));
      go();
    });
  };

  const apply = (r: TabsResult) => {
    if (r.warning) {
      toast('warning', r.warning);
      return;
    }
    const closed = tabs.filter((t) => !r.tabs.some((x) => x.key === t.key));
    unlessUnsaved(closed, () => {
      setTabs(r.tabs);
      if (r.active !== active) void navigate(r.active);
    });
  };

  const onMenu = (key: string, tab: Tab) => {
    if (key === 'refresh') {
      unlessUnsaved([tab], () => {
        refresh(tab.id);
        if (tab.key !== active) void navigate(tab.key);
      });
    } else if (key === 'close') apply(closeTab(tabs, active, tab.key));
    else if (key === 'right') apply(closeRight(tabs, tab.key));
    else if (key === 'left') apply(closeLeft(tabs, tab.key));
    else if (key === 'others') apply(closeOthers(tabs, tab.key));
    else if (key === 'all') apply(closeAll(tabs));
  };
  const current = tabs.find((t) => t.key === active);

  // Closing: the × in each label (mouse, hidden from assistive tech), Delete or
  // Backspace on the focused tab (keyboard), and the context menu. antd's own close
  // buttons are not used: they sit inside the tablist, which may hold only tabs (axe).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Delete' && e.key !== 'Backspace') return;
    const target = e.target as HTMLElement;
    const key =
      target.getAttribute('role') === 'tab'
        ? target.querySelector<HTMLElement>('[data-tab-key]')?.dataset.tabKey
        : undefined;
    if (!key) return;
    e.preventDefault();
    apply(closeTab(tabs, active, key));
  };

  return (
    <div onKeyDown={onKeyDown} className="shell-tabs-bar">
      <Tabs
        className="shell-tabs"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') apply(closeTab(tabs, active, key));
        }}
        items={tabs.map((t) => ({
          key: t.key,
          closable: false,
          label: (
            <Dropdown trigger={['contextMenu']} menu={{ items: MENU, onClick: ({ key }) => onMenu(key, t) }}>
              <span data-tab-key={t.key}>
                {t.title}
                {tabs.length > 1 ? (
                  <span
                    className="shell-tabs__close"
                    aria-hidden
                    title="关闭"
                    onClick={(e) => {
                      e.stopPropagation();
                      apply(closeTab(tabs, active, t.key));
                    }}
                  >
                    <CloseOutlined />
                  </span>
                ) : null}
              </span>
            </Dropdown>
          ),
        }))}
      />
      {/* outside the tablist, which may hold only tabs (axe) */}
      {current ? (
        <Dropdown trigger={['click']} menu={{ items: BAR_MENU, onClick: ({ key }) => onMenu(key, current) }}>
          <Button
            size="small"
            type="text"
            aria-label="标签操作"
            title="标签操作"
            icon={<DownOutlined />}
            className="shell-tabs-bar__menu"
          />
        </Dropdown>
      ) : null}
    </div>
  );
}
