import { ToolOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { toast } from '@/shared/http/notify';
import LoadFailed from '@/shared/ui/LoadFailed';
import MapView from '@/widgets/map/MapView';
import type { MapPoint } from '@/widgets/map/types';
import { vehicleApi } from '../api';
import { screeningColumns } from '../columns';
import CreateTasksModal from '@/shared/tasks/CreateTasksModal';
import ScreeningForm from '../components/ScreeningForm';
import ScreeningResults from '../components/ScreeningResults';
import { useAreaNames } from '../hooks/useAreaNames';
import { useFencePolygons } from '../hooks/useFences';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useUrlState } from '../hooks/useUrlState';
import { TASK_KIND, type TaskKind } from '@contract/tasks';
import { STATUS_GROUPS, toPoints } from '../model/mapData';
import {
  conditionsFromParams,
  describeScreening,
  hasConditions,
  screeningParams,
  type ScreeningConditions,
  type ScreeningParams,
} from '../model/screening';
import { FLEET_WRITES } from '@contract/actions';
import Access from '@/shared/auth/Access';
import { vehicleKeys } from '../keys';

const MAX_TASKS = 500;
const KEYS = ['idleHours', 'batteryBelow', 'outsideArea', 'inNoParking', 'noRideDays', 'serviceAreaId'] as const;
const NONE: string[] = [];
const SELECTED_GROUP = { key: 'selected', label: '已选车辆', color: '#1d39c4' };

/** The task kind a screening suggests: low battery → swap, wrongly parked → dispatch, idle → inspection. */
const suggestKind = (c: ScreeningConditions): TaskKind =>
  c.batteryOn ? 'battery_swap' : c.outsideArea || c.inNoParking ? 'dispatch' : 'inspection';

/** /vehicle/vehicle-screening (0307): conditions → vehicles on the map and in a table → operation tasks in one action. */
export default function VehicleScreeningPage() {
  const url = useUrlState();
  const { options, nameOf } = useAreaNames();
  const search = url.params.toString();
  const conditions = useMemo(() => {
    const q = new URLSearchParams(search);
    return conditionsFromParams((k) => q.get(k));
  }, [search]);
  const params = useMemo(() => screeningParams(conditions), [conditions]);
  const deps = JSON.stringify(params);
  const active = hasConditions(params);
  const map = useServerQuery({
    key: [...vehicleKeys.screeningMap, deps],
    fetch: (signal) => vehicleApi.map(JSON.parse(deps) as ScreeningParams, signal),
    enabled: active,
  });
  const fences = useFencePolygons(['service_area', 'no_stop'], params.serviceAreaId);
  const polygons = fences.polygons;
  const [selection, setSelection] = useState<{ deps: string; keys: string[] }>({ deps, keys: [] });
  const selected = selection.deps === deps ? selection.keys : NONE;
  const select = (keys: string[]) => setSelection({ deps, keys });
  const [modal, setModal] = useState(false);
  const [created, setCreated] = useState<{ created: number; ids: string[]; kind: TaskKind } | null>(null);
  const columns = useMemo(() => screeningColumns(nameOf), [nameOf]);

  const points = useMemo<MapPoint[]>(() => {
    const chosen = new Set(selection.deps === deps ? selection.keys : NONE);
    return toPoints(active ? map.data : undefined).map((p) =>
      chosen.has(p.id) ? { ...p, group: SELECTED_GROUP.key } : p,
    );
  }, [map.data, selection, deps, active]);

  const run = (c: ScreeningConditions) => {
    const p = screeningParams(c);
    url.set(Object.fromEntries(KEYS.map((k) => [k, p[k]])));
    setCreated(null);
    if (JSON.stringify(p) === deps) map.reload();
  };
  const toggle = (id: string | null) => {
    if (!id) return;
    select(selected.includes(id) ? selected.filter((k) => k !== id) : [...selected, id]);
  };
  const selectAll = () => {
    const all = map.data?.vehicleNo ?? [];
    select(all.slice(0, MAX_TASKS));
    if (all.length > MAX_TASKS) toast('warning', `一次最多为 ${MAX_TASKS} 辆车生成任务，已选中前 ${MAX_TASKS} 辆`);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title="筛选条件">
        <ScreeningForm initial={conditions} areaOptions={options} onRun={run} running={map.loading} />
      </Card>
      {created ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setCreated(null) }}
          title={`已创建 ${created.created} 个${TASK_KIND[created.kind]}任务`}
          description={
            created.ids.length
              ? `任务号 ${created.ids[0]} – ${created.ids.at(-1)}，可在「运维管理 / 运维任务」中跟进。`
              : undefined
          }
        />
      ) : null}
      {fences.error ? <LoadFailed title="围栏加载失败" error={fences.error} onRetry={fences.reload} /> : null}
      {!active ? (
        <Card size="small">
          <Empty description="选择筛选条件后点击「筛选」，符合全部条件的车辆将显示在地图和列表中" />
        </Card>
      ) : (
        <>
          {map.error ? <LoadFailed title="筛选失败" error={map.error} onRetry={map.reload} /> : null}
          <Card
            size="small"
            title={
              <Space wrap>
                <span>筛选结果</span>
                <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                  {describeScreening(conditions)}
                  {params.serviceAreaId ? ` · ${nameOf(params.serviceAreaId)}` : ''} — 共 {map.data?.total ?? '…'} 辆
                </Typography.Text>
              </Space>
            }
            extra={
              <Space wrap>
                <Typography.Text>已选 {selected.length} 辆</Typography.Text>
                <Button onClick={selectAll} disabled={!map.data?.total}>
                  全选结果{(map.data?.total ?? 0) > MAX_TASKS ? `（前${MAX_TASKS}辆）` : ''}
                </Button>
                <Button onClick={() => select([])} disabled={!selected.length}>
                  清空选择
                </Button>
                <Access code={FLEET_WRITES.opsTaskBatch}>
                  <Button
                    type="primary"
                    icon={<ToolOutlined />}
                    disabled={!selected.length || selected.length > MAX_TASKS}
                    onClick={() => setModal(true)}
                  >
                    生成运维任务{selected.length ? `（${selected.length}）` : ''}
                  </Button>
                </Access>
              </Space>
            }
          >
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={11}>
                <MapView
                  points={points}
                  groups={[...STATUS_GROUPS, SELECTED_GROUP]}
                  polygons={polygons}
                  onSelect={toggle}
                  fitKey={`screening-${params.serviceAreaId ?? ''}`}
                  height={480}
                  ariaLabel="筛选结果地图"
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  点击地图上的车辆可加入或移出选择
                </Typography.Text>
              </Col>
              <Col xs={24} xl={13}>
                <ScreeningResults params={params} columns={columns} selected={selected} onSelect={select} />
              </Col>
            </Row>
          </Card>
        </>
      )}
      <CreateTasksModal
        open={modal}
        vehicleNos={selected}
        defaultKind={suggestKind(conditions)}
        onClose={() => setModal(false)}
        onCreated={(r) => {
          setCreated(r);
          select([]);
        }}
      />
    </Space>
  );
}
