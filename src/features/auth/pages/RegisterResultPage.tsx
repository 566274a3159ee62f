import { Button, Descriptions, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { authApi } from '../api';
import { type FranchiseApplication } from '@contract/agents';
import { dateTime } from '@/shared/utils/format';
import { REVIEW_MSG } from '@contract/messages/reviews';

const STATUS = {
  pending: { status: 'info', title: '申请已提交，等待平台审核' },
  approved: { status: 'success', title: '申请已通过' },
  rejected: { status: 'error', title: '申请未通过' },
} as const;

/** /register-result?id=: the status of a franchisee application. */
export default function RegisterResultPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [app, setApp] = useState<FranchiseApplication>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setError(undefined);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    authApi
      .application(id)
      .then((a) => live && setApp(a))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : '查询失败'));
    return () => {
      live = false;
    };
  }, [id, attempt]);

  if (!id)
    return (
      <Result status="warning" title={REVIEW_MSG.applicationIdMissing} extra={<Link to="/register">重新申请</Link>} />
    );
  if (error) {
    return (
      <Result status="error" title="查询申请状态失败" subTitle={error} extra={<Button onClick={retry}>重试</Button>} />
    );
  }
  if (!app) return <Spin size="large" description="查询中…" style={{ display: 'block', margin: '48px auto' }} />;
  const s = STATUS[app.status];
  return (
    <div className="user-layout__card">
      <Result status={s.status} title={s.title} subTitle={app.reason} style={{ padding: '8px 0' }} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="申请编号">{app.id}</Descriptions.Item>
        <Descriptions.Item label="公司名称">{app.company}</Descriptions.Item>
        <Descriptions.Item label="联系人">{app.contact}</Descriptions.Item>
        <Descriptions.Item label="手机号">{app.phone}</Descriptions.Item>
        <Descriptions.Item label="所在城市">{app.city}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{dateTime(app.createdAt)}</Descriptions.Item>
      </Descriptions>
      <div style={{ marginTop: 16, display: 'flex', gap: 8, justifyContent: 'center' }}>
        <Button onClick={retry}>刷新状态</Button>
        <Link to="/login-home">
          <Button type="primary">返回首页</Button>
        </Link>
      </div>
    </div>
  );
}
