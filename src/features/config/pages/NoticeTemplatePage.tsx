import { NotificationOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Radio, Space } from 'antd';
import { Link } from 'react-router-dom';
import Access from '@/shared/auth/Access';
import { unknownVariables } from '@contract/noticeTemplates';
import AddButton from '@/shared/ui/crud/AddButton';
import CrudModal, { useCrudModal } from '@/shared/ui/crud/CrudModal';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import { configApi } from '../api';
import { templateColumns, templateFilters } from '../columns';
import TemplatePreview, { VariableTags } from '../components/TemplatePreview';
import { CHANNEL, type NoticeChannel, type NoticeTemplate } from '@contract/config';
import { options } from '@/shared/utils/options';
import { queryDef } from '@/shared/query/defs';
import { CONFIG_WRITES } from '@contract/actions';
import { configKeys } from '../keys';
import { TEXT_LIMITS } from '@contract/validators';
import TextItem from '@/shared/ui/TextItem';

interface Values {
  name: string;
  channel: NoticeChannel;
  content: string;
}

const CODE = [
  CONFIG_WRITES.noticeCreate,
  CONFIG_WRITES.noticeUpdate,
  CONFIG_WRITES.noticeState,
  CONFIG_WRITES.noticeDelete,
];
/** An SMS is one message up to 70 characters. */
const contentLimit = (channel?: NoticeChannel) =>
  channel === 'sms' ? TEXT_LIMITS.smsTemplate : TEXT_LIMITS.noticeTemplate;

/**
 * /backend/notice-template (0506): SMS and in-app notice templates with variables
 * such as {phone} and {orderId}; search, filter by channel and state; add or edit
 * with a live preview on sample values; preview, enable / disable after
 * confirming, delete after confirming.
 */
export default function NoticeTemplatePage() {
  const feedback = App.useApp();
  const editor = useCrudModal<NoticeTemplate>();
  const { row } = editor;

  const preview = (r: NoticeTemplate) =>
    feedback.modal.info({
      title: `预览：${r.name}`,
      content: <TemplatePreview content={r.content} />,
      okText: '关闭',
      width: 520,
    });

  return (
    <>
      <ListPage<NoticeTemplate>
        title="通知模板"
        rowKey="id"
        columns={templateColumns}
        source={queryDef(configKeys.templates, configApi.templates)}
        filters={templateFilters}
        toolbar={() => (
          <Access code={CODE}>
            <Space>
              <Link to="/backend/message-config">
                <Button icon={<NotificationOutlined />}>首页消息</Button>
              </Link>
              <AddButton code={CODE} onClick={editor.create}>
                新增模板
              </AddButton>
            </Space>
          </Access>
        )}
        rowActionsWidth={210}
        rowActions={(r) => (
          <RowActions
            code={CODE}
            before={
              <Button type="link" size="small" onClick={() => preview(r)}>
                预览
              </Button>
            }
            onEdit={() => editor.edit(r)}
            toggle={{
              noun: '模板',
              name: r.name,
              state: r.state,
              note: '停用后将不再发送该通知。',
              run: (state) => configApi.setTemplateState(r.id, state),
            }}
            remove={{ title: `确定删除模板「${r.name}」吗？`, run: () => configApi.deleteTemplate(r.id) }}
          />
        )}
      />
      <CrudModal<NoticeTemplate, Values>
        editor={editor}
        noun="模板"
        width={620}
        initialValues={row ? { name: row.name, channel: row.channel, content: row.content } : { channel: 'sms' }}
        valuesOf={(r) => ({ name: r.name, channel: r.channel, content: r.content })}
        onSubmit={(v) => {
          const input = { name: v.name.trim(), channel: v.channel, content: v.content.trim() };
          return configApi.saveTemplate(row ? { id: row.id, updatedAt: row.updatedAt, ...input } : input);
        }}
      >
        {(form) => (
          <>
            <TextItem name="name" label="模板名称" limit={TEXT_LIMITS.templateName} />
            <Form.Item name="channel" label="通知方式" rules={[{ required: true, message: '请选择通知方式' }]}>
              <Radio.Group aria-label="通知方式" options={options(CHANNEL)} optionType="button" />
            </Form.Item>
            <Form.Item noStyle dependencies={['channel']}>
              {() => {
                const limit = contentLimit(form.getFieldValue('channel') as NoticeChannel);
                return (
                  <Form.Item
                    name="content"
                    label="模板内容"
                    rules={[
                      { required: true, whitespace: true, message: '请输入模板内容' },
                      limit,
                      {
                        validator: (_, v: string | undefined) => {
                          const unknown = unknownVariables(v ?? '');
                          return unknown.length
                            ? Promise.reject(new Error(`模板含有未知变量：${unknown.map((n) => `{${n}}`).join('、')}`))
                            : Promise.resolve();
                        },
                      },
                    ]}
                  >
                    <Input.TextArea aria-label="模板内容" rows={4} showCount maxLength={limit.max} />
                  </Form.Item>
                );
              }}
            </Form.Item>
            <Form.Item label="插入变量">
              <VariableTags
                onPick={(t) =>
                  form.setFieldValue('content', `${(form.getFieldValue('content') as string | undefined) ?? ''}${t}`)
                }
              />
            </Form.Item>
            <Form.Item label="预览（示例值）" shouldUpdate={(a, b) => a.content !== b.content}>
              {() => <TemplatePreview content={(form.getFieldValue('content') as string | undefined) ?? ''} />}
            </Form.Item>
          </>
        )}
      </CrudModal>
    </>
  );
}
