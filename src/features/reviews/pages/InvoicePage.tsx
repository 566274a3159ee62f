import { Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { money } from '@/shared/utils/format';
import ReviewScreen from '../components/ReviewScreen';
import { ReviewFacts, Section } from '../components/Evidence';
import type { Invoice } from '@contract/reviews';
import { orderPath } from '@/shared/nav/paths';
import { REVIEW_WRITES } from '@contract/actions';
import { moneyColumn } from '@/shared/ui/list/columns';

const TITLE_TYPE = { company: '企业', personal: '个人' } as const;

/** /invoicing-ticket (20): riders' requests for an e-invoice over paid rides. */
export default function InvoicePage() {
  return (
    <ReviewScreen<Invoice>
      kind="invoice"
      code={[REVIEW_WRITES.invoiceApprove, REVIEW_WRITES.invoiceReject]}
      title="开票管理"
      keywordPlaceholder="抬头 / 税号 / 邮箱 / 订单号 / 手机号"
      approveText="确认开票"
      columns={[
        {
          key: 'title',
          title: '发票抬头',
          width: 230,
          render: (_: unknown, r: Invoice) => (
            <Space size={4}>
              <Tag>{TITLE_TYPE[r.titleType]}</Tag>
              {r.title}
            </Space>
          ),
          csv: (r) => r.title,
        },
        { key: 'taxNo', title: '税号', dataIndex: 'taxNo', width: 190, render: (v: unknown) => (v ? String(v) : '-') },
        moneyColumn<Invoice>('amount', '开票金额', 110, (r) => r.amount, { sortable: true }),
        {
          key: 'orders',
          title: '订单数',
          width: 80,
          align: 'right',
          render: (_: unknown, r: Invoice) => r.orderIds.length,
          csv: (r) => r.orderIds.join(' '),
        },
        { key: 'email', title: '接收邮箱', dataIndex: 'email', width: 200 },
        {
          key: 'invoiceNo',
          title: '发票号码',
          dataIndex: 'invoiceNo',
          width: 190,
          render: (v: unknown) => (v ? String(v) : '-'),
        },
      ]}
      detail={(r) => (
        <>
          <ReviewFacts
            row={r}
            extra={[
              { key: 'titleType', label: '抬头类型', children: TITLE_TYPE[r.titleType] },
              { key: 'title', label: '发票抬头', children: r.title },
              { key: 'taxNo', label: '税号', children: r.taxNo ?? '-' },
              { key: 'amount', label: '开票金额', children: money(r.amount) },
              { key: 'email', label: '接收邮箱', children: r.email },
              { key: 'invoiceNo', label: '发票号码', children: r.invoiceNo ?? '-' },
            ]}
          />
          <Section title={`开票订单（${r.orderIds.length}）`}>
            <Space wrap>
              {r.orderIds.map((id) => (
                <Link key={id} to={orderPath(id)}>
                  {id}
                </Link>
              ))}
            </Space>
          </Section>
        </>
      )}
    />
  );
}
