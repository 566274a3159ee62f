import { timeColumn } from '@/shared/ui/list/timeColumn';
import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, Form, InputNumber, QRCode, Space, Tag } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { queryDef } from '@/shared/query/defs';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import ModalForm from '@/shared/ui/ModalForm';
import type { FilterField, ListColumn } from '@/shared/ui/list/types';
import { fixedCodeApi } from '../api';
import PrintSheet from '../components/PrintSheet';
import { FIXED_CODE_MAX_BATCH, type FixedCode } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { productionKeys } from '../keys';
import { areaFilter } from '@/shared/ui/list/filters';

const columns: ListColumn<FixedCode>[] = [
  { key: 'vehicleNo', title: '车辆编号', dataIndex: 'vehicleNo', width: 110 },
  { key: 'model', title: '车型', dataIndex: 'model', width: 130 },
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName', width: 110 },
  {
    key: 'qr',
    title: '二维码',
    width: 80,
    noExport: true,
    render: (_: unknown, r) =>
      r.url ? (
        <QRCode type="svg" value={r.url} size={56} bordered={false} aria-label={`二维码 ${r.vehicleNo}`} />
      ) : (
        <Tag>未生成</Tag>
      ),
  },
  { key: 'code', title: '码值', width: 120, render: (_: unknown, r) => r.code ?? '-', csv: (r) => r.code ?? '' },
  { key: 'url', title: '二维码内容', width: 260, render: (_: unknown, r) => r.url ?? '-', csv: (r) => r.url ?? '' },
  timeColumn('generatedAt', '生成时间', { sortable: false }),
];

/**
 * /production/fixedCode (06; site types campus and fixedCode): a QR code per fleet vehicle,
 * generated for the chosen vehicles or a range of numbers, printed as a sheet of labels
 * (print stylesheet), exported.
 */
export default function FixedCodePage() {
  const { message } = App.useApp();
  const areas = useServiceAreas();
  const [printing, setPrinting] = useState<FixedCode[] | null>(null);
  const [ranging, setRanging] = useState(false);
  const filters: FilterField[] = [
    { name: 'keyword', label: '关键词', placeholder: '车辆编号 / 码值' },
    {
      name: 'generated',
      label: '状态',
      type: 'select',
      options: [
        { value: 'yes', label: '已生成' },
        { value: 'no', label: '未生成' },
      ],
    },
    areaFilter(areas),
  ];
  const generate = async (rows: FixedCode[], regenerate: boolean) => {
    const { generated } = await fixedCodeApi.generate(
      rows.map((r) => r.vehicleNo),
      regenerate,
    );
    void message.success(`已生成 ${generated} 个二维码`);
  };

  return (
    <>
      <ListPage<FixedCode>
        title="固定码"
        rowKey="vehicleNo"
        columns={columns}
        source={queryDef(productionKeys.fixedCodes, fixedCodeApi.list)}
        filters={filters}
        selectable
        batchActions={[
          {
            key: 'generate',
            label: '生成二维码',
            code: PRODUCTION_WRITES.fixedCodeGenerate,
            run: (rows) => generate(rows, false),
          },
          {
            key: 'regenerate',
            label: '重新生成',
            code: PRODUCTION_WRITES.fixedCodeGenerate,
            danger: true,
            confirm: '重新生成后，选中的 {n} 辆车原有的二维码将失效，需重新张贴。确定吗？',
            run: (rows) => generate(rows, true),
          },
        ]}
        toolbar={(ctx) => (
          <Space>
            <Access code={PRODUCTION_WRITES.fixedCodeGenerate}>
              <Button onClick={() => setRanging(true)}>按编号段生成</Button>
            </Access>
            <Button
              icon={<PrinterOutlined />}
              disabled={!ctx.selected.some((r) => r.code)}
              onClick={() => setPrinting(ctx.selected)}
            >
              打印选中
            </Button>
          </Space>
        )}
      />
      <PrintSheet rows={printing} onClose={() => setPrinting(null)} />
      <ModalForm<{ from: number; to: number }>
        title="按编号段生成二维码"
        open={ranging}
        okText="生成"
        successMessage="二维码已生成"
        onClose={() => setRanging(false)}
        onSubmit={(v) => fixedCodeApi.generateRange(v.from, v.to)}
      >
        <Form.Item name="from" label="起始车辆编号" rules={[{ required: true, message: '请输入起始车辆编号' }]}>
          <InputNumber aria-label="起始车辆编号" precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="to"
          label="结束车辆编号"
          extra={`已有二维码的车辆保持原码；单次最多 ${FIXED_CODE_MAX_BATCH} 辆`}
          rules={[{ required: true, message: '请输入结束车辆编号' }]}
        >
          <InputNumber aria-label="结束车辆编号" precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </ModalForm>
    </>
  );
}
