import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Row, Typography, type TableColumnType } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FENCE_KIND_LABEL, type Fence, type FenceKind, type FenceProvider } from '@contract/fences';
import { fenceApi, fenceKeys } from '@/shared/api/fences';
import { toast } from '@/shared/http/notify';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import { closeRing, pointInPolygon, polygonProblem, ringInside } from '@/shared/utils/geometry';
import LoadFailed from '@/shared/ui/LoadFailed';
import SearchForm from '@/shared/ui/list/SearchForm';
import type { FilterField } from '@/shared/ui/list/types';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useListQuery } from '@/shared/ui/list/useListQuery';
import MapView from '../map/MapView';
import { useSaveForm } from '@/shared/ui/useSaveForm';
import FenceForm, { type FenceFormValues } from './FenceForm';
import FenceTable from './FenceTable';
import { useFenceDraft } from './useFenceDraft';
import { fenceAt, useFenceMap } from './useFenceMap';
import './fence.css';
import { CONFIG_WRITES } from '@contract/actions';
import { useAccess } from '@/shared/auth/access';

export interface FenceEditorProps {
  kind: FenceKind;
  /**
   * the base map the fences are drawn on (AMap or Tencent's). It does not split the fences:
   * there is one set, listed and editable on either map; a new fence records where it was drawn.
   */
  provider?: FenceProvider;
  /** form fields of this kind (e.g. the parking capacity), inside the fence form */
  fields?: ReactNode;
  /** list columns of this kind, after the name and the service area */
  columns?: TableColumnType<Fence>[];
}

/**
 * The fence editor (page building blocks): the fences of one kind listed beside the map
 * (search by name, filter by service area), a click on a row or on the map focuses
 * a fence; 新增 draws a polygon, 编辑 moves its vertices; save with the form's
 * fields, delete after confirmation. A failed save keeps the drawing and the form.
 */
export default function FenceEditor({ kind, provider, fields, columns }: FenceEditorProps) {
  const label = FENCE_KIND_LABEL[kind];
  const areas = useServiceAreas();
  const areaOptions = useMemo(() => areas.map((a) => ({ value: a.id, label: a.name })), [areas]);
  const areaName = useCallback((id: string) => areas.find((a) => a.id === id)?.name ?? id, [areas]);
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '围栏名称', placeholder: '请输入围栏名称' },
      { name: 'serviceAreaId', label: '服务区', type: 'select', options: areaOptions },
    ],
    [areaOptions],
  );
  const { query, setQuery, setFilters, filterValues } = useListQuery(filters);
  const list = useServerQuery({
    key: [...fenceKeys.page, kind, query],
    fetch: (signal) => fenceApi.page({ ...query, kind }, signal),
  });
  const rows = useMemo(() => list.data?.items ?? [], [list.data]);

  const [selected, setSelected] = useState<Fence | null>(null);
  /** the fence being edited, or 'new' while drawing one */
  const [editing, setEditing] = useState<Fence | 'new' | null>(null);
  const mayEdit = useAccess(CONFIG_WRITES.fenceSave);
  const mayDelete = useAccess(CONFIG_WRITES.fenceDelete);
  const editingFence = editing && editing !== 'new' ? editing : undefined;
  const draft = useFenceDraft();
  const [form] = Form.useForm<FenceFormValues>();
  const map = useFenceMap(kind, rows, selected?.id ?? null, editingFence?.id);
  const areaId = Form.useWatch('serviceAreaId', form);

  const close = () => {
    setEditing(null);
    draft.stop();
    form.resetFields();
  };
  const { submit, saving, error, setError, reload } = useSaveForm(
    form,
    async (v: FenceFormValues) => {
      const path = draft.draft?.path ?? [];
      const area = map.areaRings.get(v.serviceAreaId);
      const problem =
        polygonProblem(path) ??
        (kind !== 'service_area' && area && !ringInside(path, area) ? `${label}须位于所属服务区内` : undefined);
      if (problem) throw new Error(problem);
      const saved = await fenceApi.save({
        id: editingFence?.id,
        updatedAt: editingFence?.updatedAt,
        kind,
        provider: editingFence?.provider ?? provider ?? 'amap',
        name: v.name.trim(),
        serviceAreaId: v.serviceAreaId,
        polygon: closeRing(path),
        capacity: v.capacity ?? undefined,
        openingHours: v.openingHours?.trim() || undefined,
        staffIds: v.staffIds,
        state: v.enabled ? 'enabled' : 'disabled',
      });
      toast('success', '保存成功');
      close();
      setSelected(saved);
    },
    {
      active: editing !== null,
      changed: draft.edited,
      // the fence as it now stands replaces the drawing and the fields
      onReload: (current: Fence) => {
        open(current);
        return undefined;
      },
    },
  );

  const open = (f: Fence | 'new') => {
    setEditing(f);
    setError(undefined);
    if (f === 'new') {
      draft.start();
      form.setFieldsValue({
        name: '',
        serviceAreaId: filterValues.serviceAreaId ?? selected?.serviceAreaId ?? areas[0]?.id,
        enabled: true,
        capacity: undefined,
        openingHours: undefined,
        staffIds: undefined,
      });
    } else {
      setSelected(f);
      draft.start(f.polygon);
      form.setFieldsValue({
        name: f.name,
        serviceAreaId: f.serviceAreaId,
        enabled: f.state === 'enabled',
        capacity: f.capacity,
        openingHours: f.openingHours,
        staffIds: f.staffIds,
      });
    }
  };

  const remove = async (f: Fence) => {
    try {
      await fenceApi.remove(f.id);
      toast('success', '删除成功');
      if (selected?.id === f.id) setSelected(null);
    } catch (e) {
      toast('error', e instanceof Error ? e.message : String(e));
    }
  };

  const onMapClick = (p: [number, number], vertex?: number) => {
    if (editing) draft.click(p, vertex);
    else setSelected(fenceAt(rows, p, pointInPolygon) ?? null);
  };
  // The map frames the fence in focus, or the service area a new fence is drawn in.
  const fitPath = editingFence?.polygon ?? (editing === 'new' ? map.areaRings.get(areaId) : selected?.polygon);
  const fitKey = editing === 'new' ? `new:${areaId ?? ''}` : (editingFence?.id ?? selected?.id ?? '');

  const side = editing ? (
    <FenceForm
      title={editing === 'new' ? `新增${label}` : `编辑${label}`}
      form={form}
      draft={draft}
      areaOptions={areaOptions}
      areaLocked={kind === 'service_area' && Boolean(editingFence)}
      fields={fields}
      error={error}
      onReload={reload}
      saving={saving}
      onSave={submit}
      onCancel={close}
      onFinish={() => {
        if (!draft.finish()) setError('围栏至少需要3个点');
      }}
    />
  ) : (
    <Card
      size="small"
      title={`${label}列表`}
      extra={
        mayEdit ? (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => open('new')}>
            新增围栏
          </Button>
        ) : null
      }
    >
      <FenceTable
        data={list.data}
        loading={list.loading}
        error={list.error}
        query={query}
        selectedId={selected?.id}
        columns={columns}
        areaName={areaName}
        onSelect={setSelected}
        onEdit={mayEdit ? open : undefined}
        onDelete={mayDelete ? remove : undefined}
        onPage={(page, pageSize) => setQuery({ page, pageSize })}
        onRetry={list.reload}
      />
    </Card>
  );

  return (
    <div className="fence-editor">
      <Card size="small">
        <SearchForm fields={filters} values={filterValues} onSearch={setFilters} />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={10}>
          {side}
        </Col>
        <Col xs={24} xl={14}>
          {map.areasError ? (
            <LoadFailed
              title="服务区边界加载失败"
              error={map.areasError}
              onRetry={map.reloadAreas}
              style={{ marginBottom: 12 }}
            />
          ) : null}
          <MapView
            ariaLabel={`${label}地图`}
            provider={provider}
            height={560}
            polygons={map.polygons}
            draft={draft.draft}
            onMapClick={onMapClick}
            onDraftMove={editing ? draft.move : undefined}
            fitKey={fitKey}
            fitPath={fitPath}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {editing
              ? '点击地图添加顶点，拖动顶点调整边界'
              : selected
                ? `当前围栏：${selected.name}`
                : '点击列表中的围栏或地图上的围栏查看位置'}
          </Typography.Paragraph>
        </Col>
      </Row>
    </div>
  );
}
