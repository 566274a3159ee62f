import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Typography, theme, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuLeaves, useMenu } from '@/shared/nav/menu';
import { searchEntries, type PaletteEntry } from './paletteSearch';

const label = (e: PaletteEntry) => (e.group ? `${e.group} / ${e.title}` : e.title);

/**
 * The command palette's dialog: a search over the pages of the user's menu; arrows
 * move, Enter opens the page (pages outside the shell open in the same window too),
 * Esc closes. Mounted anew for each opening (CommandPalette), with an empty query.
 */
export default function PaletteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const menu = useMenu();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<InputRef>(null);
  const listId = useId();

  const leaves = useMemo(() => menuLeaves(menu), [menu]);
  const results = useMemo(() => searchEntries(leaves, query), [leaves, query]);
  const current = Math.min(active, Math.max(0, results.length - 1));

  useEffect(() => {
    if (open) document.getElementById(`${listId}-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current, listId]);

  const close = onClose;
  const go = (e: PaletteEntry | undefined) => {
    if (!e) return;
    onClose();
    void navigate(e.path);
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
