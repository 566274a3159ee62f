import { Tag, Typography } from 'antd';
import {
  TEMPLATE_VARIABLES,
  previewTemplate,
  unknownVariables,
  type TemplateVariable,
} from '@contract/noticeTemplates';

const NAMES = Object.keys(TEMPLATE_VARIABLES) as TemplateVariable[];

/** The variables a template may use; a click inserts one. */
export function VariableTags({ onPick }: { onPick: (token: string) => void }) {
  return (
    <div>
      {NAMES.map((n) => (
        <Tag
          key={n}
          style={{ cursor: 'pointer', marginBottom: 4 }}
          onClick={() => onPick(`{${n}}`)}
          title={`插入${TEMPLATE_VARIABLES[n].label}`}
        >
          {`{${n}}`} {TEMPLATE_VARIABLES[n].label}
        </Tag>
      ))}
    </div>
  );
}

/** What a rider would receive, with sample values; unknown variables are named. */
export default function TemplatePreview({ content }: { content: string }) {
  const unknown = unknownVariables(content);
  return (
    <div
      data-testid="template-preview"
      style={{
        background: 'var(--ant-color-fill-quaternary, #fafafa)',
        padding: '8px 12px',
        borderRadius: 6,
        whiteSpace: 'pre-wrap',
      }}
    >
      {content ? previewTemplate(content) : <Typography.Text type="secondary">输入模板内容后在此预览</Typography.Text>}
      {unknown.length ? (
        <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>
          未知变量：{unknown.map((n) => `{${n}}`).join('、')}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
