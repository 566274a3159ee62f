import { PhoneOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { useServerQuery } from '@/shared/query/useServerQuery';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { marketingApi } from '../api';
import { helpColumns } from '../columns';
import { SortItem } from '../fields';
import { AddButton, RowActions, runConfirmed } from '../components/ConfigActions';
import { helpFilters } from '../filters';
import { HELP_CATEGORIES, type HelpArticleRecord, type HelpArticleInput, type Hotline } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';

interface Editing {
  row?: HelpArticleRecord;
  ctx: ListContext<HelpArticleRecord>;
}

type Values = Omit<HelpArticleInput, 'id'>;

/** The hotline riders see, with 修改 for holders of 1704. */
function HotlineBar() {
  const loaded = useServerQuery({ key: ['hotline'], fetch: (signal) => marketingApi.hotline(signal) });
  const [open, setOpen] = useState(false);
  const h = loaded.data;
  return (
    <>
      <Alert
        type={loaded.error ? 'error' : 'info'}
        icon={<PhoneOutlined />}
        showIcon
        style={{ marginBottom: 12 }}
        title={loaded.error ? `客服热线加载失败：${loaded.error}` : h ? `客服热线：${h.phone}（${h.hours}）` : '客服热线加载中…'}
        action={
          loaded.error ? (
            <Button size="small" onClick={loaded.reload}>重试</Button>
          ) : (
            <Access code="1704">
              <Button size="small" disabled={!h} onClick={() => setOpen(true)}>修改热线</Button>
            </Access>
          )
        }
      />
      <ModalForm<Hotline>
        title="修改客服热线"
        open={open}
        width={420}
        initialValues={h}
        successMessage="客服热线已保存"
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          await marketingApi.saveHotline({ phone: v.phone.trim(), hours: v.hours.trim() });
          loaded.reload();
        }}
      >
        <Form.Item name="phone" label="客服电话" rules={[{ required: true, whitespace: true, message: '请输入客服电话' }]} extra="400 电话、座机或手机号">
          <Input aria-label="客服电话" maxLength={20} />
        </Form.Item>
        <Form.Item name="hours" label="服务时间" rules={[{ required: true, whitespace: true, message: '请输入服务时间' }, { max: 30, message: '服务时间不能超过 30 个字' }]}>
          <Input aria-label="服务时间" maxLength={30} placeholder="例如：每天 08:00-22:00" />
        </Form.Item>
      </ModalForm>
    </>
  );
}

/**
 * /marketing/help-config (1704): the riders' help centre: articles by category in
 * their order, searched by keyword and category, added, edited or deleted after
 * confirming; and the customer-service hotline.
 */
export default function HelpConfigPage() {
  const feedback = App.useApp();
  const [editing, setEditing] = useState<Editing | null>(null);
  const row = editing?.row;

  return (
    <>
      <ListPage<HelpArticleRecord>
        title="帮助配置"
        rowKey="id"
        columns={helpColumns}
        source={queryDef('marketing.help', marketingApi.help)}
        filters={helpFilters}
        exportName="帮助文章"
        header={<HotlineBar />}
        toolbar={(ctx) => <AddButton code="1704" label="新增文章" onClick={() => setEditing({ ctx })} />}
        rowActionsWidth={120}
        rowActions={(r, ctx) => (
          <RowActions
            code="1704"
            onEdit={() => setEditing({ row: r, ctx })}
            remove={{ title: `确定删除文章「${r.title}」吗？`, description: '删除后用户将看不到这篇帮助。', onConfirm: () => runConfirmed(feedback, () => marketingApi.deleteHelp(r.id), '文章已删除', ctx.reload) }}
          />
        )}
      />
      <ModalForm<Values>
        title={row ? '编辑文章' : '新增文章'}
        open={editing !== null}
        width={640}
        initialValues={row ? { title: row.title, category: row.category, content: row.content, sort: row.sort } : { sort: 100 }}
        successMessage={row ? '文章已保存' : '文章已添加'}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          await marketingApi.saveHelp({ ...(row ? { id: row.id } : {}), title: v.title.trim(), category: v.category, content: v.content.trim(), sort: v.sort });
          editing?.ctx.reload();
        }}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 40, message: '标题不能超过 40 个字' }]}>
          <Input aria-label="标题" maxLength={40} />
        </Form.Item>
        <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Select aria-label="分类" placeholder="选择分类" options={HELP_CATEGORIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请输入内容' }, { max: 2000, message: '内容不能超过 2000 个字' }]}>
          <Input.TextArea aria-label="内容" rows={5} maxLength={2000} showCount />
        </Form.Item>
        <SortItem width={160} />
      </ModalForm>
    </>
  );
}
