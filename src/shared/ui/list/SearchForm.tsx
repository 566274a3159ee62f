import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import type { FilterField } from './types';

const COLLAPSED_COUNT = 3;
const RANGE_SEP = '~';

type FormValue = string | [Dayjs, Dayjs] | [number | null, number | null] | undefined;

/** URL text → form value, per field type. */
function toFormValue(f: FilterField, v: string | undefined): FormValue {
  if (!v) return undefined;
  if (f.type === 'dateRange') {
    const [a, b] = v.split(RANGE_SEP);
    return a && b ? [dayjs(a), dayjs(b)] : undefined;
  }
  if (f.type === 'numberRange') {
    const [a, b] = v.split(RANGE_SEP);
    return [a ? Number(a) : null, b ? Number(b) : null];
  }
  return v;
}

/** Form value → URL text. */
function toText(f: FilterField, v: FormValue): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (f.type === 'dateRange') {
    const [a, b] = v as [Dayjs, Dayjs];
    return `${a.format('YYYY-MM-DD')}${RANGE_SEP}${b.format('YYYY-MM-DD')}`;
  }
  if (f.type === 'numberRange') {
    const [a, b] = v as [number | null, number | null];
    if (a === null && b === null) return undefined;
    return `${a ?? ''}${RANGE_SEP}${b ?? ''}`;
  }
  return String(v).trim() || undefined;
}

function NumberRange({
  value,
  onChange,
  label,
}: {
  value?: [number | null, number | null];
  onChange?: (v: [number | null, number | null]) => void;
  label: string;
}) {
  const [a, b] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        aria-label={`${label}最小值`}
        placeholder="最小"
        value={a}
        onChange={(v) => onChange?.([v, b])}
        style={{ width: '50%' }}
      />
      <InputNumber
        aria-label={`${label}最大值`}
        placeholder="最大"
        value={b}
        onChange={(v) => onChange?.([a, v])}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

function control(f: FilterField) {
  switch (f.type) {
    case 'select':
      return <Select allowClear placeholder={f.placeholder ?? '全部'} options={f.options} aria-label={f.label} />;
    case 'dateRange':
      return <DatePicker.RangePicker style={{ width: '100%' }} aria-label={f.label} />;
    case 'numberRange':
      return <NumberRange label={f.label} />;
    default:
      return <Input allowClear placeholder={f.placeholder ?? `请输入${f.label}`} aria-label={f.label} />;
  }
}

/** The collapsible search form of a list: Search sets the filters, Reset clears them. */
export default function SearchForm({
  fields,
  values,
  onSearch,
}: {
  fields: readonly FilterField[];
  values: Record<string, string>;
  onSearch: (values: Record<string, string | undefined>) => void;
}) {
  const [form] = Form.useForm<Record<string, FormValue>>();
  const [expanded, setExpanded] = useState(false);
  // The form follows the URL's values; a re-render with equal fields (often an
  // inline array) must not overwrite what the user is typing.
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  }, [fields]);
  // Fill the form when the URL's filters change, not when a hidden tab is shown again
  // (<Activity> re-runs effects then): what was typed but not searched stays.
  const appliedRef = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(values);
    if (appliedRef.current === key) return;
    appliedRef.current = key;
    form.setFieldsValue(Object.fromEntries(fieldsRef.current.map((f) => [f.name, toFormValue(f, values[f.name])])));
  }, [form, values]);

  const submit = (v: Record<string, FormValue>) =>
    onSearch(Object.fromEntries(fields.map((f) => [f.name, toText(f, v[f.name])])));
  const collapsible = fields.length > COLLAPSED_COUNT;

  return (
    <Form form={form} onFinish={submit} layout="horizontal" className="list-search" role="search">
      <Row gutter={[16, 8]}>
        {fields.map((f, i) => (
          // Collapsed fields stay in the form (hidden) so their values are kept.
          <Col
            key={f.name}
            xs={24}
            sm={12}
            lg={8}
            xl={6}
            style={collapsible && !expanded && i >= COLLAPSED_COUNT ? { display: 'none' } : undefined}
          >
            <Form.Item name={f.name} label={f.label} style={{ marginBottom: 8 }}>
              {control(f)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              重置
            </Button>
            {collapsible ? (
              <Button
                type="link"
                onClick={() => setExpanded((e) => !e)}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                iconPlacement="end"
              >
                {expanded ? '收起' : '展开'}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
