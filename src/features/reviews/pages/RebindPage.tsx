import { Typography } from 'antd';
import ReviewScreen from '../components/ReviewScreen';
import { EvidenceImages, ReviewFacts, Section } from '../components/Evidence';
import type { Rebind } from '@contract/reviews';
import { REVIEW_WRITES } from '@contract/actions';

/** /bindcard-list (0704): real-name rebinding (a rider's account moves to another identity). */
export default function RebindPage() {
  return (
    <ReviewScreen<Rebind>
      kind="rebind"
      code={[REVIEW_WRITES.rebindApprove, REVIEW_WRITES.rebindReject]}
      title="实名换绑"
      keywordPlaceholder="姓名 / 手机号 / 用户ID / 申请编号"
      approveText="通过实名换绑"
      columns={[
        { key: 'oldName', title: '原实名', dataIndex: 'oldName', width: 100 },
        { key: 'oldIdNumber', title: '原证件号', dataIndex: 'oldIdNumber', width: 190 },
        { key: 'newName', title: '新实名', dataIndex: 'newName', width: 100 },
        { key: 'newIdNumber', title: '新证件号', dataIndex: 'newIdNumber', width: 190 },
      ]}
      detail={(r) => (
        <>
          <ReviewFacts
            row={r}
            extra={[
              { key: 'oldName', label: '原实名', children: r.oldName },
              { key: 'oldIdNumber', label: '原证件号', children: r.oldIdNumber },
              { key: 'newName', label: '新实名', children: <Typography.Text strong>{r.newName}</Typography.Text> },
              { key: 'newIdNumber', label: '新证件号', children: r.newIdNumber },
              {
                key: 'remark',
                label: '换绑原因',
                span: 2,
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{r.remark}</span>,
              },
            ]}
          />
          <Section title="身份证明">
            <EvidenceImages images={r.images} captions={['身份证人像面', '手持身份证']} />
          </Section>
        </>
      )}
    />
  );
}
