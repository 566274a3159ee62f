import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Tag, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/shared/auth/session';
import type { DomainKey } from '@/shared/query/keys';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { menuLeaves, useInMenu, useMenu, type MenuEntry } from '@/shared/nav/menu';
import { menuIcon } from '@/shared/nav/menuIcons';
import LoadFailed from '@/shared/ui/LoadFailed';
import { dateTime, maskPhone } from '@/shared/utils/format';
import RecentTable from '../components/RecentTable';
import { homeApi } from '../api';
import { homeKeys } from '../keys';

/** Permission levels (entity fields); 0 is a franchisee's role. */
const LEVELS: Record<number, string> = { 0: '加盟商', 1: '管理员', 2: '业务 / 运营', 4: '运维', 8: '生产' };
const OPERATOR_LOG_PAGE = '/operation/operator-log';

type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** One read per operator (`undefined` waits), as the three states the cards show. */
function useOperatorRead<T>(
  key: DomainKey,
  opManId: string | undefined,
  fetch: (id: string, signal: AbortSignal) => Promise<T>,
) {
  const q = useServerQuery({
    key: [...key, opManId],
    fetch: (signal) => fetch(opManId ?? '', signal),
    enabled: !!opManId,
    unscoped: true,
    silent: true,
  });
  const state: Load<T> = q.error
    ? { status: 'error', message: q.error }
    : q.data !== undefined
      ? { status: 'ready', data: q.data }
      : { status: 'loading' };
  return [state, q.reload] as const;
}

const fetchRecent = (id: string, signal: AbortSignal) => homeApi.recentOperations(id, signal, 10).then((p) => p.items);
const fetchLogins = (id: string, signal: AbortSignal) => homeApi.recentLogins(id, signal).then((p) => p.items);

function Welcome() {
  const profile = useSession((s) => s.profile);
  const opMan = useSession((s) => s.opMan);
  const [logins, retryLogins] = useOperatorRead(homeKeys.logins, opMan, fetchLogins);
  const level = profile
    ? profile.agentId
      ? LEVELS[0]
      : (LEVELS[profile.level] ?? `级别 ${profile.level}`)
    : undefined;
  const thisLogin = logins.status === 'ready' ? logins.data[0] : undefined;
  const lastLogin = logins.status === 'ready' ? logins.data[1] : undefined;
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        欢迎回来，{profile?.name ?? ''}
      </Typography.Title>
      <Space wrap size={[16, 8]}>
        {level ? <Tag color="blue">{level}</Tag> : null}
        {profile ? <Typography.Text type="secondary">手机号 {maskPhone(profile.phone)}</Typography.Text> : null}
        {profile ? <Typography.Text type="secondary">操作员编号 {profile.opManId}</Typography.Text> : null}
        {profile ? (
          <Typography.Text type="secondary">可访问页面权限 {profile.permissions.length} 项</Typography.Text>
        ) : null}
      </Space>
      <div style={{ marginTop: 8 }}>
        {logins.status === 'error' ? (
          <LoadFailed title="登录记录暂不可用" error={logins.message} onRetry={retryLogins} />
        ) : (
          <Typography.Text type="secondary">
            {logins.status === 'ready'
              ? `本次登录 ${dateTime(thisLogin?.at)} · 上次登录 ${lastLogin ? dateTime(lastLogin.at) : '无（首次登录）'}`
              : '正在读取登录记录…'}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}

function Shortcuts() {
  const menu = useMenu();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const areas = useMemo(
    () => menu.map((e: MenuEntry) => ({ entry: e, leaves: menuLeaves([e]) })).filter((a) => a.leaves.length > 0),
    [menu],
  );
  if (!areas.length) return null;
  return (
    <Card title="常用功能" styles={{ body: { paddingBottom: 8 } }}>
      <Row gutter={[12, 12]}>
        {areas.map(({ entry, leaves }) => {
          const go = () => void navigate(leaves[0].path);
          return (
            <Col key={entry.path} xs={12} sm={8} md={6} xl={4}>
              <Card
                hoverable
                size="small"
                role="link"
                tabIndex={0}
                aria-label={`${entry.title}（${leaves.length} 个页面）`}
                onClick={go}
                onKeyDown={(ev) => {
                  if (ev.key === 'Enter' || ev.key === ' ') {
                    ev.preventDefault();
                    go();
                  }
                }}
              >
                <Space align="center" size={12}>
                  <span style={{ fontSize: 24, color: token.colorPrimary }} aria-hidden>
                    {menuIcon(entry.icon) ?? <AppstoreOutlined />}
                  </span>
                  <span>
                    <Typography.Text strong style={{ display: 'block' }}>
                      {entry.title}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {leaves.length} 个页面
                    </Typography.Text>
                  </span>
                </Space>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}

function RecentOperations() {
  const opMan = useSession((s) => s.opMan);
  const navigate = useNavigate();
  const [recent, retry] = useOperatorRead(homeKeys.recent, opMan, fetchRecent);
  const canSeeAll = useInMenu(OPERATOR_LOG_PAGE);
  return (
    <Card
      title="我的最近操作"
      extra={
        canSeeAll ? (
          <Button type="link" onClick={() => navigate(OPERATOR_LOG_PAGE)}>
            查看全部
          </Button>
        ) : null
      }
    >
      {recent.status === 'error' ? (
        <LoadFailed title="最近操作加载失败" error={recent.message} onRetry={retry} />
      ) : (
        <RecentTable rows={recent.status === 'ready' ? recent.data : []} loading={recent.status === 'loading'} />
      )}
    </Card>
  );
}

/** /log: the home inside the shell (screen behaviour): welcome, shortcuts to the permitted areas, my recent operations. */
export default function HomePage() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Welcome />
      <Shortcuts />
      <RecentOperations />
    </Space>
  );
}
