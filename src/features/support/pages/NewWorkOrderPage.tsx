import { Alert, Button, Card, Form, Input, Select, Space } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { finishedState } from '@/shared/nav/finished';
import { toast } from '@/shared/http/notify';
import { useSaveForm } from '@/shared/ui/useSaveForm';
import { supportApi } from '../api';
import AttachmentsInput, { type Attachment } from '../components/AttachmentsInput';
import { options } from '@/shared/utils/options';
import { SUPPORT_KIND, SUPPORT_PRIORITY, type SupportKind, type SupportPriority } from '@contract/support';
import TextItem from '@/shared/ui/TextItem';
import { rulesOf } from '@/shared/ui/fieldRules';
import { SUPPORT_INPUT as F } from '@contract/inputMessages';

interface Values {
  title: string;
  kind: SupportKind;
  priority: SupportPriority;
  content: string;
  attachments?: Attachment[];
}

/** /work/new-work-order (1802): raise a ticket to the platform's support team; success lands on the list. */
export default function NewWorkOrderPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const save = useCallback(
    async (v: Values) => {
      const t = await supportApi.create({ ...v, attachments: (v.attachments ?? []).map((a) => a.ref) });
      toast('success', `工单 ${t.id} 已提交`);
      // the finished form's tab closes; opened again, it starts empty
      form.resetFields();
      void navigate('/work/view-tickets', { state: finishedState('/work/new-work-order') });
    },
    [form, navigate],
  );
  const { submit, saving, error } = useSaveForm(form, save);

  return (
    <Card title="新建工单" style={{ maxWidth: 820 }}>
      {error ? <Alert type="error" showIcon title="提交失败" description={error} style={{ marginBottom: 16 }} /> : null}
      <Form<Values>
        form={form}
        name="newWorkOrder"
        layout="vertical"
        initialValues={{ priority: 'medium', attachments: [] }}
      >
        <TextItem
          name="title"
          label="标题"
          limit={F.title.limit}
          missing={F.title.empty}
          placeholder="一句话说明问题"
        />
        <Space size="large" wrap>
          <Form.Item name="kind" label="类型" rules={rulesOf(F.kind)}>
            <Select aria-label="类型" placeholder="请选择" options={options(SUPPORT_KIND)} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="priority" label="优先级" rules={rulesOf(F.priority)}>
            <Select aria-label="优先级" options={options(SUPPORT_PRIORITY)} style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Form.Item name="content" label="问题描述" rules={rulesOf(F.content)}>
          <Input.TextArea
            placeholder="发生了什么、在哪个页面、影响范围，以及已经尝试过的操作"
            autoSize={{ minRows: 5, maxRows: 12 }}
            maxLength={F.content.limit.max}
            showCount
          />
        </Form.Item>
        <Form.Item name="attachments" label="附件">
          <AttachmentsInput />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} onClick={submit}>
            提交工单
          </Button>
          <Button onClick={() => navigate('/work/view-tickets')}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
