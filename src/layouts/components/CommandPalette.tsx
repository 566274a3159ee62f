import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Typography, theme, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuLeaves, useMenu, type MenuEntry } from '@/shared/nav/menu';
import { initials } from '@/shared/utils/pinyinInitials';
import { PALETTE_EVENT } from './paletteEvents';

export type PaletteEntry = MenuEntry & { group?: string };

/**
 * Menu leaves matching a query: title, group or path substring, or pinyin
 * initials of the title or group ('yydt' → 运营地图). Best matches first (a title
 * or its initials starting with the query), menu order otherwise.
 */
export function searchEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const k = query.trim().toLowerCase();
  if (!k) return [...entries];
  const rank = (e: PaletteEntry): number => {
    const title = e.title.toLowerCase();
    const abbr = initials(e.title);
    if (title.startsWith(k) || abbr.startsWith(k)) return 0;
    if (title.includes(k) || abbr.includes(k)) return 1;
    const group = (e.group ?? '').toLowerCase();
    if (group.includes(k) || initials(e.group ?? '').includes(k) || e.path.toLowerCase().includes(k)) return 2;
    return -1;
  };
  return entries
    .map((e, i) => ({ e, i, r: rank(e) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.e);
}

const label = (e: PaletteEntry) => (e.group ? `${e.group} / ${e.title}` : e.title);

/**
 * The command palette (issue 3 item 9): Ctrl+K / ⌘K (or the header's search
 * button) opens a search over the pages of the user's menu; arrows move, Enter
 * opens the page (pages outside the shell open in the same window too), Esc closes.
 */
export default function CommandPalette() {
  const menu = useMenu();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<InputRef>(null);
  const listId = useId();

  const leaves = useMemo(() => menuLeaves(menu), [menu]);
  const results = useMemo(() => searchEntries(leaves, query), [leaves, query]);
  const current = Math.min(active, Math.max(0, results.length - 1));

  useEffect(() => {
    const show = () => {
      setQuery('');
      setActive(0);
      setOpen(true);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(PALETTE_EVENT, show);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(PALETTE_EVENT, show);
    };
  }, []);

  useEffect(() => {
    if (open) document.getElementById(`${listId}-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current, listId]);

  const close = () => setOpen(false);
  const go = (e: PaletteEntry | undefined) => {
    if (!e) return;
    setOpen(false);
    navigate(e.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!results.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(results[current]);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title="搜索页面"
      width={560}
      destroyOnHidden
      afterOpenChange={(o) => {
        if (o) inputRef.current?.focus();
      }}
      styles={{ body: { paddingTop: 8 } }}
    >
      <Input
        ref={inputRef}
        autoFocus
        size="large"
        allowClear
        prefix={<SearchOutlined />}
        placeholder="页面名称、路径或拼音首字母（如 yydt）"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label="搜索页面"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length ? `${listId}-${current}` : undefined}
      />
      {results.length ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="匹配的页面"
          style={{ listStyle: 'none', margin: '12px 0 0', padding: 0, maxHeight: 360, overflowY: 'auto' }}
        >
          {results.map((e, i) => (
            <li
              key={e.path}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              onMouseEnter={() => setActive(i)}
              onMouseDown={(ev) => ev.preventDefault()}
              onClick={() => go(e)}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 12,
                padding: '8px 12px',
                borderRadius: token.borderRadius,
                cursor: 'pointer',
                background: i === current ? token.controlItemBgActive : undefined,
              }}
            >
              <span>{label(e)}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                {e.path}
              </Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph type="secondary" role="status" style={{ margin: '16px 0 4px', textAlign: 'center' }}>
          没有匹配的页面
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        ↑ ↓ 选择 · Enter 打开 · Esc 关闭
      </Typography.Text>
    </Modal>
  );
}
