import { PlusOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import Access from '@/shared/auth/Access';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import { confirmAction } from '@/shared/ui/confirm';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { configApi } from '../api';
import { messageColumns, messageFilters } from '../columns';
import DeleteButton from '../components/DeleteButton';
import type { HomeMessage } from '@contract/config';
import { queryDef } from '@/shared/query/defs';

interface Editing {
  row?: HomeMessage;
  ctx: ListContext<HomeMessage>;
}

interface Values {
  title: string;
  content: string;
  period: [Dayjs, Dayjs];
  serviceAreaIds?: string[];
}

const CODE = '0506';

/**
 * /backend/message-config (0506, reached from the notice templates): the message on
 * the riders' app home; search, filter by state and service area; add or edit a
 * draft (title, content, display period, areas, none meaning all), publish and
 * withdraw after confirming, delete an unpublished one after confirming.
 */
export default function MessageConfigPage() {
  const feedback = App.useApp();
  const areas = useServiceAreas();
  const filters = useMemo(() => messageFilters(areas), [areas]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const row = editing?.row;

  const publish = (r: HomeMessage, ctx: ListContext<HomeMessage>, on: boolean) =>
    confirmAction(feedback, {
      title: on ? '发布消息' : '撤回消息',
      content: on ? `确定发布「${r.title}」吗？发布后将在展示时间内显示在用户端首页。` : `确定撤回「${r.title}」吗？撤回后用户端首页不再显示。`,
      okText: on ? '发布' : '撤回',
      danger: !on,
      run: () => (on ? configApi.publishMessage(r.id) : configApi.withdrawMessage(r.id)),
      done: on ? '已发布' : '已撤回',
      after: ctx.reload,
    });

  return (
    <>
      <ListPage<HomeMessage>
        title="首页消息"
        rowKey="id"
        columns={messageColumns}
        source={queryDef('config.messages', configApi.messages)}
        filters={filters}
        exportName="首页消息"
        toolbar={(ctx) => (
          <Access code={CODE}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ ctx })}>
              新增消息
            </Button>
          </Access>
        )}
        rowActionsWidth={170}
        rowActions={(r, ctx) => (
          <Access code={CODE}>
            {r.status === 'published' ? (
              <Button type="link" size="small" danger onClick={() => publish(r, ctx, false)}>撤回</Button>
            ) : (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ row: r, ctx })}>编辑</Button>
                <Button type="link" size="small" onClick={() => publish(r, ctx, true)}>发布</Button>
                <DeleteButton what={`消息「${r.title}」`} run={() => configApi.deleteMessage(r.id)} after={ctx.reload} />
              </Space>
            )}
          </Access>
        )}
      />
      <ModalForm<Values>
        title={row ? '编辑消息' : '新增消息'}
        open={editing !== null}
        width={600}
        initialValues={row ? { title: row.title, content: row.content, period: [dayjs(row.startAt), dayjs(row.endAt)], serviceAreaIds: row.serviceAreaIds } : undefined}
        successMessage={row ? '消息已保存' : '消息已添加（草稿）'}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          const input = {
            title: v.title.trim(), content: v.content.trim(),
            startAt: v.period[0].toISOString(), endAt: v.period[1].toISOString(), serviceAreaIds: v.serviceAreaIds ?? [],
          };
          await configApi.saveMessage(row ? { id: row.id, ...input } : input);
          editing?.ctx.reload();
        }}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 30, message: '标题不能超过 30 个字' }]}>
          <Input aria-label="标题" maxLength={30} />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请输入内容' }, { max: 200, message: '内容不能超过 200 个字' }]}>
          <Input.TextArea aria-label="内容" rows={4} maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="period" label="展示时间" rules={[{ required: true, message: '请选择展示时间' }]}>
          <DatePicker.RangePicker aria-label="展示时间" showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="serviceAreaIds" label="服务区" extra="不选择即全部服务区">
          <Select aria-label="服务区" mode="multiple" allowClear placeholder="全部服务区" options={areas.map((a) => ({ value: a.id, label: a.name }))} />
        </Form.Item>
      </ModalForm>
    </>
  );
}
