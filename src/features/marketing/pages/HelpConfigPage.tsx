import { editOf, useEditVersion } from '@/shared/ui/editVersion';
import { PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { useServerQuery } from '@/shared/query/useServerQuery';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import ModalForm from '@/shared/ui/ModalForm';
import { marketingApi } from '../api';
import { helpColumns } from '../columns';
import { SortItem } from '../fields';
import { helpFilters } from '../filters';
import { HELP_CATEGORIES, type HelpArticleRecord, type HelpArticleInput, type Hotline } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import TextItem from '@/shared/ui/TextItem';
import { TEXT_LIMITS } from '@contract/validators';

type Values = Omit<HelpArticleInput, 'id'>;

/** The hotline riders see, with 修改 for holders of 1704. */
function HotlineBar() {
  const loaded = useServerQuery({ key: marketingKeys.hotline, fetch: (signal) => marketingApi.hotline(signal) });
  const [open, setOpen] = useState(false);
  const h = loaded.data;
  const { version, onReload } = useEditVersion(h, (x: Hotline) => ({ phone: x.phone, hours: x.hours }));
  return (
    <>
      <Alert
        type={loaded.error ? 'error' : 'info'}
        icon={<PhoneOutlined />}
        showIcon
        style={{ marginBottom: 12 }}
        title={
          loaded.error
            ? `客服热线加载失败：${loaded.error}`
            : h
              ? `客服热线：${h.phone}（${h.hours}）`
              : '客服热线加载中…'
        }
        action={
          loaded.error ? (
            <Button size="small" onClick={loaded.reload}>
              重试
            </Button>
          ) : (
            <Access code={MARKETING_WRITES.hotline}>
              <Button size="small" disabled={!h} onClick={() => setOpen(true)}>
                修改热线
              </Button>
            </Access>
          )
        }
      />
      <ModalForm<Pick<Hotline, 'phone' | 'hours'>>
        title="修改客服热线"
        open={open}
        width={420}
        initialValues={h}
        successMessage="客服热线已保存"
        onClose={() => setOpen(false)}
        onSubmit={(v) => marketingApi.saveHotline({ phone: v.phone.trim(), hours: v.hours.trim(), updatedAt: version })}
        onReload={onReload}
      >
        <Form.Item
          name="phone"
          label="客服电话"
          rules={[{ required: true, whitespace: true, message: '请输入客服电话' }]}
          extra="400 电话、座机或手机号"
        >
          <Input aria-label="客服电话" maxLength={20} />
        </Form.Item>
        <TextItem name="hours" label="服务时间" limit={TEXT_LIMITS.hotlineHours} placeholder="例如：每天 08:00-22:00" />
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
  return (
    <CrudListPage<HelpArticleRecord, Values>
      title="帮助配置"
      rowKey="id"
      columns={helpColumns}
      source={queryDef(marketingKeys.help, marketingApi.help)}
      filters={helpFilters}
      exportName="帮助文章"
      header={<HotlineBar />}
      noun="文章"
      add={MARKETING_WRITES.helpCreate}
      actions={(r) => ({
        code: [MARKETING_WRITES.helpUpdate, MARKETING_WRITES.helpDelete],
        remove: {
          title: `确定删除文章「${r.title}」吗？`,
          description: '删除后用户将看不到这篇帮助。',
          run: () => marketingApi.deleteHelp(r.id),
          done: '文章已删除',
        },
      })}
      modalWidth={640}
      values={(row) =>
        row ? { title: row.title, category: row.category, content: row.content, sort: row.sort } : { sort: 100 }
      }
      save={(v, row) =>
        marketingApi.saveHelp({
          ...editOf(row),
          title: v.title.trim(),
          category: v.category,
          content: v.content.trim(),
          sort: v.sort,
        })
      }
    >
      <TextItem name="title" label="标题" limit={TEXT_LIMITS.helpTitle} />
      <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
        <Select
          aria-label="分类"
          placeholder="选择分类"
          options={HELP_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
      </Form.Item>
      <TextItem name="content" label="内容" limit={TEXT_LIMITS.helpContent} rows={5} />
      <SortItem width={160} />
    </CrudListPage>
  );
}
