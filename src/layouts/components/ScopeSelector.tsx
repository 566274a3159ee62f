import { Button, Space, Typography } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useAccess } from '@/shared/auth/access';
import { scopeApi } from '@/shared/api/serviceAreas';
import { isAbort } from '@/shared/http/errors';
import { toast } from '@/shared/http/notify';
import { useScope } from '@/shared/scope/store';
import type { SelectionItem } from '@/shared/ui/SelectionDialog';
import { lazyPart } from '@/shared/ui/lazyPart';

// The dialog (Modal, Checkbox, Input…) loads with the first 选择, beside the list it shows.
const loadDialog = () => import('@/shared/ui/SelectionDialog');
const SelectionDialog = lazyPart(loadDialog);

type Kind = 'agents' | 'areas';

/** Validation rules and messages wording */
const TEXT: Record<Kind, { label: string; empty: string; failed: string }> = {
  agents: { label: '加盟商', empty: '没有可选加盟商列表', failed: '未获取到加盟商信息' },
  areas: { label: '服务区', empty: '没有可选服务区列表', failed: '未获取到服务区信息' },
};

async function loadItems(kind: Kind, agentIds: string[] | undefined, signal: AbortSignal): Promise<SelectionItem[]> {
  if (kind === 'agents')
    return (await scopeApi.agents(signal)).map((r) => ({ id: String(r.agentId), title: r.company }));
  const areas = await scopeApi.areas(agentIds?.length ? agentIds.join(',') : undefined, signal);
  return areas.map((a) => ({ id: String(a.id), title: a.name }));
}

const countText = (ids: string[] | undefined) => (ids ? `${ids.length} 个` : '全部');

const sameIds = (a: string[] | undefined, b: string[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((id, i) => id === b[i]));

/**
 * Header scope (screens and routes, states and transitions, validation rules and messages): the selected franchisees (only with code 01)
 * and service areas, each with a 选择 button that loads the list and opens the
 * selection dialog. Changing the franchisees resets the service areas to all.
 */
export default function ScopeSelector() {
  const canAgents = useAccess('01');
  const agentIds = useScope((s) => s.agentIds);
  const opAreaIds = useScope((s) => s.opAreaIds);
  const [loadingKind, setLoadingKind] = useState<Kind | null>(null);
  const [dialog, setDialog] = useState<{ kind: Kind; items: SelectionItem[]; open: boolean } | null>(null);
  const ctrl = useRef<AbortController | null>(null);

  useEffect(() => () => ctrl.current?.abort(), []);

  const choose = async (kind: Kind) => {
    ctrl.current?.abort();
    const c = new AbortController();
    ctrl.current = c;
    setLoadingKind(kind);
    loadDialog().catch(() => undefined); // (a failure is told when the dialog renders)
    try {
      const items = await loadItems(kind, useScope.getState().agentIds, c.signal);
      if (c.signal.aborted) return;
      if (!items.length) toast('warning', TEXT[kind].empty);
      else setDialog({ kind, items, open: true });
    } catch (e) {
      if (!c.signal.aborted && !isAbort(e)) toast('error', TEXT[kind].failed);
    } finally {
      if (ctrl.current === c) {
        ctrl.current = null;
        setLoadingKind(null);
      }
    }
  };

  const close = () => setDialog((d) => (d ? { ...d, open: false } : d));

  const confirm = (ids: string[] | undefined) => {
    if (!dialog) return;
    const scope = useScope.getState();
    if (dialog.kind === 'agents') {
      if (!sameIds(ids, scope.agentIds)) {
        scope.setAgents(ids);
        scope.setAreas(undefined);
      }
    } else {
      scope.setAreas(ids);
    }
    close();
  };

  const part = (kind: Kind, ids: string[] | undefined) => (
    <Space size={4} data-testid={`scope-${kind}`}>
      <Typography.Text>
        {TEXT[kind].label}：{countText(ids)}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        autoInsertSpace={false}
        aria-label={`选择${TEXT[kind].label}`}
        loading={loadingKind === kind}
        disabled={loadingKind !== null && loadingKind !== kind}
        onClick={() => void choose(kind)}
      >
        选择
      </Button>
    </Space>
  );

  return (
    <Space size="middle" className="scope-selector">
      {canAgents && part('agents', agentIds)}
      {part('areas', opAreaIds)}
      {dialog ? (
        <Suspense fallback={null}>
          <SelectionDialog
            open={dialog.open}
            items={dialog.items}
            loading={false}
            emptyMessage={TEXT[dialog.kind].empty}
            selected={dialog.kind === 'agents' ? agentIds : opAreaIds}
            onConfirm={confirm}
            onCancel={close}
          />
        </Suspense>
      ) : null}
    </Space>
  );
}
