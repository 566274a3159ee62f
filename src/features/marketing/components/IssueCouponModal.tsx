/**
 * 发放: a coupon to riders picked by id or search (name, masked phone, id: no phone reveal),
 * by a phone list (pasted or a .txt / .csv file) or by a segment.
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Typography,
  Upload,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import { useServerQuery } from '@/shared/query/useServerQuery';
import type { Dayjs } from 'dayjs';
import ModalForm from '@/shared/ui/ModalForm';
import { CouponEffect } from '@/shared/ui/MoneyEffect';
import type { AreaOption } from '@/shared/scope/useServiceAreas';
import {
  ISSUE_LIMITS,
  ISSUE_MODE,
  issueRiderLabel,
  parsePhones,
  type CouponIssueInput,
  type IssueMode,
  type RiderSegment,
} from '@contract/couponIssue';
import type { Coupon } from '@contract/marketing';
import { marketingApi } from '../api';
import { CountItem, SegmentAreaItem } from '../fields';
import { marketingKeys } from '../keys';

interface Picked {
  value: string;
  label?: unknown;
}

interface Values {
  mode: IssueMode;
  riders?: Picked[];
  phonesText?: string;
  serviceAreaId?: string;
  registeredFrom?: Dayjs;
  lastRideBefore?: Dayjs;
  depositPaid?: boolean;
  perRider: number;
}

const F = 'YYYY-MM-DD';

export const toIssueInput = (couponId: string, v: Values): CouponIssueInput =>
  v.mode === 'riders'
    ? { couponId, mode: 'riders', userIds: (v.riders ?? []).map((r) => r.value), perRider: v.perRider }
    : v.mode === 'phones'
      ? { couponId, mode: 'phones', phones: parsePhones(v.phonesText ?? ''), perRider: v.perRider }
      : {
          couponId,
          mode: 'segment',
          perRider: v.perRider,
          segment: {
            ...(v.serviceAreaId ? { serviceAreaId: v.serviceAreaId } : {}),
            ...(v.registeredFrom ? { registeredFrom: v.registeredFrom.format(F) } : {}),
            ...(v.lastRideBefore ? { lastRideBefore: v.lastRideBefore.format(F) } : {}),
            ...(v.depositPaid ? { depositPaid: true } : {}),
          },
        };

/** Riders picked by search: the backend finds them by id, name or phone digits and names them with a masked phone. */
function RidersItem({ couponId }: { couponId: string }) {
  const [keyword, setKeyword] = useState('');
  const q = useServerQuery({
    key: [...marketingKeys.issueRiders, couponId, keyword],
    fetch: (signal) => marketingApi.issueRiders(couponId, keyword, signal),
    enabled: !!keyword.trim(),
  });
  return (
    <Form.Item
      name="riders"
      label="用户"
      extra={`按用户ID、姓名或手机号搜索，可选多位（最多 ${ISSUE_LIMITS.riders} 位）`}
      rules={[{ required: true, message: '请选择用户' }]}
    >
      <Select
        aria-label="用户"
        mode="multiple"
        labelInValue
        showSearch={{ filterOption: false, onSearch: (k) => setKeyword(k.trim()) }}
        loading={q.loading}
        notFoundContent={keyword ? (q.loading ? '搜索中…' : (q.error ?? '没有找到用户')) : '输入用户ID、姓名或手机号'}
        options={(q.data ?? []).map((r) => ({ value: r.userId, label: issueRiderLabel(r) }))}
        placeholder="搜索用户ID、姓名或手机号"
      />
    </Form.Item>
  );
}

/** The phone list: typed or pasted, or read from a text file into the box. */
function PhonesItem({ form }: { form: FormInstance<Values> }) {
  const text = Form.useWatch('phonesText', form) as string | undefined;
  const count = parsePhones(text ?? '').length;
  return (
    <>
      <Form.Item
        name="phonesText"
        label="手机号"
        extra={`每行一个，或用逗号分隔；已识别 ${count} 个手机号（最多 ${ISSUE_LIMITS.phones} 个）`}
        rules={[
          {
            validator: (_, v?: string) =>
              parsePhones(v ?? '').length ? Promise.resolve() : Promise.reject(new Error('请输入或上传手机号')),
          },
        ]}
      >
        <Input.TextArea aria-label="手机号" rows={5} placeholder={'13800000000\n13900000000'} />
      </Form.Item>
      <Upload
        accept=".txt,.csv"
        showUploadList={false}
        beforeUpload={(file: File) => {
          void file.text().then((t) => {
            const prev = (form.getFieldValue('phonesText') as string | undefined) ?? '';
            form.setFieldValue('phonesText', [prev.trim(), parsePhones(t).join('\n')].filter(Boolean).join('\n'));
            void form.validateFields(['phonesText']);
          });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} style={{ marginBottom: 16 }}>
          导入 .txt / .csv
        </Button>
      </Upload>
    </>
  );
}

/** 预估人数: the backend counts the segment as chosen. */
function SegmentSize({ couponId, form }: { couponId: string; form: FormInstance<Values> }) {
  const [asked, setAsked] = useState<RiderSegment | null>(null);
  const q = useServerQuery({
    key: [...marketingKeys.couponSegment, couponId, JSON.stringify(asked)],
    fetch: (signal) => marketingApi.segmentSize(couponId, asked ?? {}, signal),
    enabled: !!asked,
  });
  const perRider = Form.useWatch('perRider', form) as number | undefined;
  return (
    <Space style={{ marginBottom: 16 }}>
      <Button
        onClick={() =>
          setAsked(toIssueInput(couponId, { ...(form.getFieldsValue(true) as Values), mode: 'segment' }).segment ?? {})
        }
      >
        预估人数
      </Button>
      {asked && q.error ? <Typography.Text type="danger">{`预估失败：${q.error}`}</Typography.Text> : null}
      {asked && q.data ? (
        <Typography.Text>{`符合条件 ${q.data.riders} 人，需 ${q.data.riders * (perRider ?? 1)} 张`}</Typography.Text>
      ) : null}
    </Space>
  );
}

function SegmentItems({
  areas,
  couponId,
  form,
}: {
  areas: AreaOption[];
  couponId: string;
  form: FormInstance<Values>;
}) {
  return (
    <>
      <SegmentAreaItem areas={areas} extra="不选：优惠券适用的全部服务区" />
      <Form.Item name="registeredFrom" label="注册时间不早于">
        <DatePicker aria-label="注册时间不早于" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="lastRideBefore" label="该日起未骑行" extra="用于召回沉默用户">
        <DatePicker aria-label="该日起未骑行" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="depositPaid" valuePropName="checked">
        <Checkbox>仅已缴押金的用户</Checkbox>
      </Form.Item>
      <SegmentSize couponId={couponId} form={form} />
    </>
  );
}

/** What each rider receives, as the money dialogs say it (a 满减券 only). */
function PerRiderValue({ coupon, form }: { coupon: Coupon | undefined; form: FormInstance<Values> }) {
  const perRider = Form.useWatch('perRider', form) as unknown;
  return <CouponEffect coupon={coupon} count={typeof perRider === 'number' ? perRider : 0} to="每位用户" />;
}

interface Props {
  coupon: Coupon | undefined;
  areas: AreaOption[];
  onClose: () => void;
}

/** The issuance dialog; the backend checks stock and the limit per rider, and its reason is shown. */
export default function IssueCouponModal({ coupon, areas, onClose }: Props) {
  return (
    <ModalForm<Values>
      title={coupon ? `发放优惠券「${coupon.name}」` : '发放优惠券'}
      open={!!coupon}
      okText="确认发放"
      successMessage="优惠券已发放"
      width={600}
      initialValues={{ mode: 'riders', perRider: 1 }}
      onClose={onClose}
      onSubmit={(v) => marketingApi.issueCoupon(toIssueInput(coupon?.id ?? '', v))}
    >
      {(form) => (
        <>
          {coupon ? (
            <Typography.Paragraph type="secondary">
              剩余 {Math.max(0, coupon.stock - coupon.issued)} 张，每人限领 {coupon.limitPerRider} 张
            </Typography.Paragraph>
          ) : null}
          <Form.Item name="mode" label="发放方式">
            <Radio.Group
              aria-label="发放方式"
              optionType="button"
              options={(['riders', 'phones', 'segment'] as const).map((m) => ({ value: m, label: ISSUE_MODE[m] }))}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['mode']}>
            {({ getFieldValue }) =>
              getFieldValue('mode') === 'riders' ? (
                <RidersItem couponId={coupon?.id ?? ''} />
              ) : getFieldValue('mode') === 'segment' ? (
                <SegmentItems
                  areas={areas.filter((a) => coupon?.serviceAreaIds.includes(a.id))}
                  couponId={coupon?.id ?? ''}
                  form={form}
                />
              ) : (
                <PhonesItem form={form} />
              )
            }
          </Form.Item>
          <CountItem name="perRider" label="每人张数" min={1} max={ISSUE_LIMITS.perRider} unit="张" />
          <PerRiderValue coupon={coupon} form={form} />
        </>
      )}
    </ModalForm>
  );
}
