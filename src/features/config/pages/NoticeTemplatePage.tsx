import { NotificationOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import Access from '@/shared/auth/Access';
import { unknownVariables } from '@contract/noticeTemplates';
import { confirmStateChange } from '@/shared/ui/confirm';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { configApi } from '../api';
import { templateColumns, templateFilters } from '../columns';
import DeleteButton from '../components/DeleteButton';
import TemplatePreview, { VariableTags } from '../components/TemplatePreview';
import { CHANNEL, type NoticeChannel, type NoticeTemplate } from '@contract/config';
import { options } from '@/shared/utils/options';
import { queryDef } from '@/shared/query/defs';

interface Editing {
  row?: NoticeTemplate;
  ctx: ListContext<NoticeTemplate>;
}

interface Values {
  name: string;
  channel: NoticeChannel;
  content: string;
}

const CODE = '0506';
/** An SMS is one message up to 70 characters. */
const maxLength = (channel?: NoticeChannel) => (channel === 'sms' ? 70 : 200);

/**
 * /backend/notice-template (0506): SMS and in-app notice templates with variables
 * such as {phone} and {orderId}; search, filter by channel and state; add or edit
 * with a live preview on sample values; preview, enable / disable after
 * confirming, delete after confirming.
 */
export default function NoticeTemplatePage() {
  const feedback = App.useApp();
  const [editing, setEditing] = useState<Editing | null>(null);
  const row = editing?.row;

  const toggle = (r: NoticeTemplate, ctx: ListContext<NoticeTemplate>) => {
    const enabling = r.state === 'disabled';
    confirmStateChange(feedback, {
      noun: '模板',
      enabling,
      content: enabling ? `确定启用模板「${r.name}」吗？` : `确定停用模板「${r.name}」吗？停用后将不再发送该通知。`,
      run: () => configApi.setTemplateState(r.id, enabling ? 'enabled' : 'disabled'),
      after: ctx.reload,
    });
  };

  const preview = (r: NoticeTemplate) =>
    feedback.modal.info({ title: `预览：${r.name}`, content: <TemplatePreview content={r.content} />, okText: '关闭', width: 520 });

  return (
    <>
      <ListPage<NoticeTemplate>
        title="通知模板"
        rowKey="id"
        columns={templateColumns}
        source={queryDef('config.templates', configApi.templates)}
        filters={templateFilters}
        exportName="通知模板"
        toolbar={(ctx) => (
          <Access code={CODE}>
            <Space>
              <Link to="/backend/message-config">
                <Button icon={<NotificationOutlined />}>首页消息</Button>
              </Link>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ ctx })}>
                新增模板
              </Button>
            </Space>
          </Access>
        )}
        rowActionsWidth={210}
        rowActions={(r, ctx) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => preview(r)}>预览</Button>
            <Access code={CODE}>
              <Button type="link" size="small" onClick={() => setEditing({ row: r, ctx })}>编辑</Button>
              <Button type="link" size="small" danger={r.state === 'enabled'} onClick={() => toggle(r, ctx)}>
                {r.state === 'enabled' ? '停用' : '启用'}
              </Button>
              <DeleteButton what={`模板「${r.name}」`} run={() => configApi.deleteTemplate(r.id)} after={ctx.reload} />
            </Access>
          </Space>
        )}
      />
      <ModalForm<Values>
        title={row ? '编辑模板' : '新增模板'}
        open={editing !== null}
        width={620}
        initialValues={row ? { name: row.name, channel: row.channel, content: row.content } : { channel: 'sms' }}
        successMessage={row ? '模板已保存' : '模板已添加'}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          const input = { name: v.name.trim(), channel: v.channel, content: v.content.trim() };
          await configApi.saveTemplate(row ? { id: row.id, ...input } : input);
          editing?.ctx.reload();
        }}
      >
        {(form) => (
          <>
            <Form.Item name="name" label="模板名称" rules={[{ required: true, whitespace: true, message: '请输入模板名称' }, { max: 20, message: '模板名称不能超过 20 个字' }]}>
              <Input aria-label="模板名称" maxLength={20} />
            </Form.Item>
            <Form.Item name="channel" label="通知方式" rules={[{ required: true, message: '请选择通知方式' }]}>
              <Radio.Group aria-label="通知方式" options={options(CHANNEL)} optionType="button" />
            </Form.Item>
            <Form.Item noStyle dependencies={['channel']}>
              {() => {
                const max = maxLength(form.getFieldValue('channel') as NoticeChannel);
                return (
                  <Form.Item
                    name="content"
                    label="模板内容"
                    rules={[
                      { required: true, whitespace: true, message: '请输入模板内容' },
                      { max, message: `模板内容不能超过 ${max} 个字` },
                      { validator: (_, v: string | undefined) => {
                        const unknown = unknownVariables(v ?? '');
                        return unknown.length ? Promise.reject(new Error(`模板含有未知变量：${unknown.map((n) => `{${n}}`).join('、')}`)) : Promise.resolve();
                      } },
                    ]}
                  >
                    <Input.TextArea aria-label="模板内容" rows={4} showCount maxLength={max} />
                  </Form.Item>
                );
              }}
            </Form.Item>
            <Form.Item label="插入变量">
              <VariableTags onPick={(t) => form.setFieldValue('content', `${(form.getFieldValue('content') as string | undefined) ?? ''}${t}`)} />
            </Form.Item>
            <Form.Item label="预览（示例值）" shouldUpdate={(a, b) => a.content !== b.content}>
              {() => <TemplatePreview content={(form.getFieldValue('content') as string | undefined) ?? ''} />}
            </Form.Item>
          </>
        )}
      </ModalForm>
    </>
  );
}
