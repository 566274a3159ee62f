import { Alert, Button, Checkbox, Empty, Input, Modal, Spin } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/shared/http/notify';
import { selectionToScope } from '@/shared/scope/store';

export interface SelectionItem {
  id: string;
  title: string;
}

export interface SelectionDialogProps {
  open: boolean;
  /** undefined while not loaded */
  items: SelectionItem[] | undefined;
  loading?: boolean;
  loadError?: string;
  /** shown when the list is loaded and empty */
  emptyMessage: string;
  /** the current selection; undefined = all */
  selected?: string[];
  /** undefined when every item is chosen (all), otherwise the chosen ids */
  onConfirm(ids: string[] | undefined): void;
  onCancel(): void;
}

/** Above this many entries a search box filters the list. */
export const SEARCH_THRESHOLD = 8;

const label = (it: SelectionItem) => `${it.title}(${it.id})`;

function initialChecked(items: SelectionItem[] | undefined, selected: string[] | undefined): string[] {
  const ids = (items ?? []).map((it) => it.id);
  if (!selected) return ids;
  const keep = new Set(selected);
  return ids.filter((id) => keep.has(id));
}

/**
 * The selection dialog '选择' of the screens and routes, validation rules and messages: 'title(id)' entries with
 * checkboxes, 取消 / 全选 (取消全选) / 确定. Confirming nothing warns
 * '请至少选择一项' and stays open; confirming every entry reports undefined (all).
 */
export default function SelectionDialog(props: SelectionDialogProps) {
  const { open, items, loading = false, loadError, emptyMessage, selected, onConfirm, onCancel } = props;
  const [checked, setChecked] = useState<string[]>(() => initialChecked(items, selected));
  const [query, setQuery] = useState('');

  // Each opening (and each new list or selection) starts from the current selection;
  // compared by content so that a parent passing fresh arrays does not reset the ticks.
  const seedKey = JSON.stringify([open, items?.map((it) => it.id), selected]);
  const [seed, setSeed] = useState({ key: seedKey, open });
  if (seed.key !== seedKey) {
    setSeed({ key: seedKey, open });
    if (open) {
      setChecked(initialChecked(items, selected));
      if (!seed.open) setQuery('');
    }
  }

  const all = useMemo(() => (items ?? []).map((it) => it.id), [items]);
  const ready = !loading && !loadError && all.length > 0;
  const allChecked = ready && all.every((id) => checked.includes(id));

  const searchable = (items?.length ?? 0) > SEARCH_THRESHOLD;
  const q = searchable ? query.trim().toLowerCase() : '';
  const visible = useMemo(
    () => (items ?? []).filter((it) => !q || it.title.toLowerCase().includes(q) || it.id.toLowerCase().includes(q)),
    [items, q],
  );

  // The group reports only the boxes it renders: keep the hidden ones as they were.
  const onGroupChange = (values: string[]) => {
    const shown = new Set(visible.map((it) => it.id));
    const next = new Set([...checked.filter((id) => !shown.has(id)), ...values]);
    setChecked(all.filter((id) => next.has(id)));
  };

  const confirm = () => {
    const chosen = all.filter((id) => checked.includes(id));
    if (!chosen.length) {
      toast('warning', '请至少选择一项');
      return;
    }
    onConfirm(selectionToScope(chosen, all));
  };

  let body: ReactNode;
  if (loading) body = <Spin style={{ display: 'block', padding: 24 }} />;
  else if (loadError) body = <Alert type="error" showIcon title={loadError} />;
  else if (!all.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyMessage} />;
  else
    body = (
      <>
        {searchable && (
          <Input.Search
            allowClear
            placeholder="搜索名称或编号"
            aria-label="搜索"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ marginBottom: 12 }}
          />
        )}
        <div style={{ maxHeight: 360, overflowY: 'auto' }} data-testid="selection-list">
          {visible.length ? (
            <Checkbox.Group
              value={checked}
              onChange={onGroupChange}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            >
              {visible.map((it) => (
                <Checkbox key={it.id} value={it.id}>
                  {label(it)}
                </Checkbox>
              ))}
            </Checkbox.Group>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无匹配项" />
          )}
        </div>
      </>
    );

  return (
    <Modal
      open={open}
      title="选择"
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" autoInsertSpace={false} onClick={onCancel}>
          取消
        </Button>,
        <Button key="all" autoInsertSpace={false} disabled={!ready} onClick={() => setChecked(allChecked ? [] : all)}>
          {allChecked ? '取消全选' : '全选'}
        </Button>,
        <Button key="ok" type="primary" autoInsertSpace={false} disabled={!ready} onClick={confirm}>
          确定
        </Button>,
      ]}
    >
      {body}
    </Modal>
  );
}
