import { App, Button, DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import { confirmAction } from '@/shared/ui/confirm';
import AddButton from '@/shared/ui/crud/AddButton';
import CrudModal, { useCrudModal } from '@/shared/ui/crud/CrudModal';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import { configApi } from '../api';
import { messageColumns, messageFilters } from '../columns';
import type { HomeMessage } from '@contract/config';
import { queryDef } from '@/shared/query/defs';
import { CONFIG_WRITES } from '@contract/actions';
import { configKeys } from '../keys';
import { TEXT_LIMITS } from '@contract/validators';
import TextItem from '@/shared/ui/TextItem';

interface Values {
  title: string;
  content: string;
  period: [Dayjs, Dayjs];
  serviceAreaIds?: string[];
}

const CODE = [
  CONFIG_WRITES.messageCreate,
  CONFIG_WRITES.messageUpdate,
  CONFIG_WRITES.messagePublish,
  CONFIG_WRITES.messageWithdraw,
  CONFIG_WRITES.messageDelete,
];

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
  const editor = useCrudModal<HomeMessage>();
  const { row } = editor;

  const publish = (r: HomeMessage, on: boolean) =>
    confirmAction(feedback, {
      title: on ? '发布消息' : '撤回消息',
      content: on
        ? `确定发布「${r.title}」吗？发布后将在展示时间内显示在用户端首页。`
        : `确定撤回「${r.title}」吗？撤回后用户端首页不再显示。`,
      okText: on ? '发布' : '撤回',
      danger: !on,
      run: () => (on ? configApi.publishMessage(r.id) : configApi.withdrawMessage(r.id)),
      done: on ? '已发布' : '已撤回',
    });

  return (
    <>
      <ListPage<HomeMessage>
        title="首页消息"
        rowKey="id"
        columns={messageColumns}
        source={queryDef(configKeys.messages, configApi.messages)}
        filters={filters}
        toolbar={() => (
          <AddButton code={CODE} onClick={editor.create}>
            新增消息
          </AddButton>
        )}
        rowActionsWidth={170}
        rowActions={(r) =>
          r.status === 'published' ? (
            <RowActions code={CODE}>
              <Button type="link" size="small" danger onClick={() => publish(r, false)}>
                撤回
              </Button>
            </RowActions>
          ) : (
            <RowActions
              code={CODE}
              onEdit={() => editor.edit(r)}
              remove={{ title: `确定删除消息「${r.title}」吗？`, run: () => configApi.deleteMessage(r.id) }}
            >
              <Button type="link" size="small" onClick={() => publish(r, true)}>
                发布
              </Button>
            </RowActions>
          )
        }
      />
      <CrudModal<HomeMessage, Values>
        editor={editor}
        noun="消息"
        addedMessage="消息已添加（草稿）"
        width={600}
        initialValues={
          row
            ? {
                title: row.title,
                content: row.content,
                period: [dayjs(row.startAt), dayjs(row.endAt)],
                serviceAreaIds: row.serviceAreaIds,
              }
            : undefined
        }
        valuesOf={(r) => ({
          title: r.title,
          content: r.content,
          period: [dayjs(r.startAt), dayjs(r.endAt)],
          serviceAreaIds: r.serviceAreaIds,
        })}
        onSubmit={(v) => {
          const input = {
            title: v.title.trim(),
            content: v.content.trim(),
            startAt: v.period[0].toISOString(),
            endAt: v.period[1].toISOString(),
            serviceAreaIds: v.serviceAreaIds ?? [],
          };
          return configApi.saveMessage(row ? { id: row.id, updatedAt: row.updatedAt, ...input } : input);
        }}
      >
        <TextItem name="title" label="标题" limit={TEXT_LIMITS.messageTitle} />
        <TextItem name="content" label="内容" limit={TEXT_LIMITS.messageContent} rows={4} />
        <Form.Item name="period" label="展示时间" rules={[{ required: true, message: '请选择展示时间' }]}>
          <DatePicker.RangePicker
            aria-label="展示时间"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="serviceAreaIds" label="服务区" extra="不选择即全部服务区">
          <Select
            aria-label="服务区"
            mode="multiple"
            allowClear
            placeholder="全部服务区"
            options={areas.map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
      </CrudModal>
    </>
  );
}
