import { Alert, Button, Card, Form, Select, Space, Switch, Typography, type FormInstance } from 'antd';
import SaveFailed from '@/shared/ui/SaveFailed';
import type { ReactNode } from 'react';
import type { FenceDraft } from './useFenceDraft';
import TextItem from '@/shared/ui/TextItem';
import { TEXT_LIMITS } from '@contract/validators';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

export interface FenceFormValues {
  name: string;
  serviceAreaId: string;
  enabled: boolean;
  capacity?: number;
  openingHours?: string;
  staffIds?: string[];
}

interface Props {
  title: string;
  form: FormInstance<FenceFormValues>;
  draft: FenceDraft;
  areaOptions: Array<{ value: string; label: string }>;
  /** the service area cannot change (a service area's own fence) */
  areaLocked?: boolean;
  fields?: ReactNode;
  error?: string;
  /** after a save refused because someone else changed the fence: loads it as it now stands */
  onReload?: () => void;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
  onFinish: () => void;
}

/** The fields of the fence being drawn or edited, the drawing's controls, Save and Cancel. */
export default function FenceForm({
  title,
  form,
  draft,
  areaOptions,
  areaLocked,
  fields,
  error,
  onReload,
  saving,
  onSave,
  onCancel,
  onFinish,
}: Props) {
  const d = draft.draft;
  const count = d?.path.length ?? 0;
  return (
    <Card size="small" title={title} role="form" aria-label={title}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={d?.closed ? `围栏已闭合，共 ${count} 个顶点` : `正在绘制：已添加 ${count} 个顶点`}
        description={
          d?.closed
            ? '拖动顶点可调整边界；「清除重画」可重新绘制。'
            : '在地图上依次点击添加顶点，点击第一个顶点或「完成绘制」闭合围栏。'
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button onClick={onFinish} disabled={d?.closed}>
          完成绘制
        </Button>
        <Button onClick={draft.undo} disabled={!count}>
          撤销上一点
        </Button>
        <Button onClick={draft.clear} disabled={!count}>
          清除重画
        </Button>
      </Space>
      <SaveFailed error={error} onReload={onReload} style={{ marginBottom: 12 }} />
      <Form<FenceFormValues> form={form} layout="vertical">
        <TextItem name="name" label="围栏名称" limit={TEXT_LIMITS.fenceName} placeholder="请输入围栏名称" />
        <Form.Item
          name="serviceAreaId"
          label="所属服务区"
          rules={[{ required: true, message: COMMON_INPUT_MSG.serviceArea }]}
        >
          <Select
            options={areaOptions}
            placeholder={COMMON_INPUT_MSG.serviceArea}
            disabled={areaLocked}
            aria-label="所属服务区"
          />
        </Form.Item>
        {fields}
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch aria-label="启用" />
        </Form.Item>
      </Form>
      <Space>
        <Button type="primary" onClick={onSave} loading={saving}>
          保存
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        坐标以 WGS-84 保存，地图显示时按底图换算。
      </Typography.Paragraph>
    </Card>
  );
}
