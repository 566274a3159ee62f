import { Descriptions, Table, Timeline, Typography } from 'antd';
import { dateTime, money } from '@/shared/utils/format';
import { partsCost, REPAIR_SOURCE, REPAIR_STEP, type RepairPart, type RepairRow } from '@contract/repairs';
import { LabelTag } from '@/shared/ui/LabelTag';
import { REPAIR_STATUS_TAG } from '@contract/repairs';

const partColumns = [
  { key: 'name', title: '配件', dataIndex: 'name' },
  { key: 'qty', title: '数量', dataIndex: 'qty', align: 'right' as const },
  { key: 'cost', title: '单价', align: 'right' as const, render: (_: unknown, p: RepairPart) => money(p.cost) },
  { key: 'sum', title: '小计', align: 'right' as const, render: (_: unknown, p: RepairPart) => money(p.qty * p.cost) },
];

/** A ticket in the list's drawer: what was reported and found, the parts, and each step by whom and when. */
export default function RepairDetail({ ticket: t }: { ticket: RepairRow }) {
  return (
    <>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="状态">
          <LabelTag value={t.status} labels={REPAIR_STATUS_TAG} />
        </Descriptions.Item>
        <Descriptions.Item label="车辆">{`${t.vehicleNo}（${t.serviceAreaName ?? t.serviceAreaId}）`}</Descriptions.Item>
        <Descriptions.Item label="来源">
          {t.alarmId ? `${REPAIR_SOURCE[t.source]}（${t.alarmId}）` : REPAIR_SOURCE[t.source]}
        </Descriptions.Item>
        <Descriptions.Item label="故障描述">{t.description}</Descriptions.Item>
        <Descriptions.Item label="故障类型">{t.faultType ?? '待诊断'}</Descriptions.Item>
        <Descriptions.Item label="诊断结果">{t.diagnosis ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="维修人员">{t.assigneeName ?? '-'}</Descriptions.Item>
      </Descriptions>
      {t.parts.length ? (
        <Table<RepairPart>
          style={{ marginTop: 16 }}
          aria-label="配件"
          size="small"
          rowKey="name"
          pagination={false}
          columns={partColumns}
          dataSource={t.parts}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                合计
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {money(partsCost(t.parts))}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      ) : null}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        处理记录
      </Typography.Title>
      <Timeline
        titleSpan="150px"
        items={t.history.map((h, i) => ({
          key: i,
          color: h.step === 'cancel' ? 'gray' : h.step === 'finish' ? 'green' : 'blue',
          title: dateTime(h.at),
          content: (
            <>
              <Typography.Text strong>{REPAIR_STEP[h.step]}</Typography.Text>
              {h.note ? <div style={{ wordBreak: 'break-word' }}>{h.note}</div> : null}
              <div>
                <Typography.Text type="secondary">操作人 {h.by}</Typography.Text>
              </div>
            </>
          ),
        }))}
      />
    </>
  );
}
