/**
 * The operators' own support tickets to the platform's support team (domain model
 * SupportTicket, the support screens), generated from the seed: ~160 over 90 days, raised by
 * the platform's and the franchisees' operators, with the conversation so far.
 * Not the riders' complaints (worksheets.ts).
 */
import { createRng } from '../lib/rng';
import { placeholderImage } from './images';
import { lazy } from './lazy';
import { epoch, getDb, worldSeed } from './store';
import { isoAt } from './time';
import type {
  SupportKind,
  SupportPriority,
  SupportReply,
  SupportStatus,
  SupportTicketRecord as SupportTicket,
} from '@contract/support';
import { TICKET_MSG } from '@contract/messages/support';

export const SUPPORT_TICKET_COUNT = 160;
const MIN = 60000;
const HOUR = 3600000;

const SUPPORT_STAFF = ['技术支持-周工', '技术支持-林工', '客户成功-陈经理', '运维值班-赵工'];

const TOPICS: Record<SupportKind, Array<[string, string]>> = {
  fault: [
    ['运营地图加载不出车辆', '今天上午开始运营地图一直转圈，车辆点位加载不出来，换了浏览器也一样，麻烦尽快排查。'],
    ['车辆远程开锁指令无响应', '对多台车下发开锁指令后一直提示“指令已下发”，车辆没有任何反应，影响用户还车。'],
    ['导出报表文件为空', '在订单报表页面导出CSV，下载下来的文件只有表头没有数据，筛选条件是近7天。'],
    ['电子围栏保存失败', '编辑停车围栏后点击保存提示“网络出现问题”，重试多次仍然失败。'],
  ],
  data: [
    ['营收统计与对账单金额不一致', '昨日营收统计的微信支付金额比对账单少了约 120 元，请帮忙核对差异订单。'],
    ['部分车辆电量数据长时间不更新', '有十几台车的电量一直停留在三天前的数值，GPS 位置也没有变化。'],
    ['订单轨迹缺失', '用户投诉的订单在后台查看轨迹只有起点和终点，中间没有轨迹点。'],
  ],
  account: [
    ['新员工账号需要开通运维权限', '新入职的两名运维人员需要开通运维任务和换电统计权限，账号已经创建。'],
    ['登录提示设备未授权', '同事换了新电脑后登录提示“当前设备未授权”，请协助授权。'],
    ['加盟商子账号无法查看服务区', '加盟商子账号登录后服务区列表为空，角色里已经勾选了区域权限。'],
  ],
  consult: [
    ['调度费规则如何按区域设置', '想在新开的服务区单独设置调度费，请问在哪里配置？是否需要审核？'],
    ['骑行卡退款流程咨询', '用户购买骑行卡后申请退款，后台应该走哪个流程？能否部分退款？'],
    ['批量导入车辆的表格格式', '批量导入车辆时提示格式错误，能否提供一份标准模板和字段说明？'],
  ],
  feature: [
    ['希望运维任务支持批量指派', '目前运维任务只能一条条指派，早高峰任务多，希望能批量选择后一次指派。'],
    ['建议增加停车点使用率报表', '希望能按停车点统计每天的还车数量和使用率，方便调整停车点位置。'],
  ],
  other: [
    ['发票抬头信息变更', '公司名称已变更，请协助更新平台服务费发票的抬头信息。'],
    ['培训资料申请', '新加盟的运营团队需要后台操作培训资料，麻烦发一份最新版本。'],
  ],
};

const SUPPORT_REPLIES = [
  '您好，问题已收到，技术同事正在排查，有进展会第一时间同步。',
  '您好，已定位到原因，修复将在今晚发布，请明天再确认一下。',
  '您好，麻烦提供一下出现问题的时间点和车辆编号，方便我们核查。',
  '您好，已按您的描述处理完成，请确认是否正常。',
];
const OPERATOR_FOLLOW_UPS = [
  '收到，谢谢。',
  '补充一下：问题在下午三点左右再次出现。',
  '已经确认正常了，谢谢支持。',
  '还是不行，麻烦再看一下。',
];

const KINDS: SupportKind[] = ['fault', 'fault', 'data', 'account', 'consult', 'consult', 'feature', 'other'];
const PRIORITIES: SupportPriority[] = ['low', 'medium', 'medium', 'high', 'high', 'urgent'];

export const getSupportTickets = lazy((): SupportTicket[] => {
  const rng = createRng(worldSeed() + 73);
  const raisers = getDb().operators.filter(
    (o) =>
      o.state === 'enabled' &&
      (o.roleId === 'R001' || o.roleId === 'R002' || o.roleId === 'AR001') &&
      !/未授权|超量/.test(o.name),
  );
  const out: SupportTicket[] = [];
  for (let i = 0; i < SUPPORT_TICKET_COUNT; i++) {
    const kind = rng.pick(KINDS);
    const [title, content] = rng.pick(TOPICS[kind]);
    const by = rng.pick(raisers);
    const createdMs = epoch() - rng.int(30, 90 * 24 * 60) * MIN;
    const ageHours = (epoch() - createdMs) / HOUR;
    const r = rng.next();
    const status: SupportStatus =
      ageHours < 24
        ? r < 0.6
          ? 'pending'
          : 'replied'
        : ageHours < 24 * 7
          ? r < 0.2
            ? 'pending'
            : r < 0.5
              ? 'processing'
              : r < 0.85
                ? 'replied'
                : 'closed'
          : r < 0.15
            ? 'replied'
            : 'closed';
    const replies: SupportReply[] = [];
    let t = createdMs;
    const at = (lo: number, hi: number) => {
      t = Math.min(epoch() - MIN, t + rng.int(lo, hi) * MIN);
      return isoAt(t);
    };
    const add = (who: SupportReply['by'], name: string, text: string, when: string) =>
      replies.push({ id: '', by: who, name, content: text, at: when });
    if (status !== 'pending') {
      const staff = rng.pick(SUPPORT_STAFF);
      add('support', staff, rng.pick(SUPPORT_REPLIES), at(10, 300));
      if (status === 'processing' || rng.chance(0.4))
        add('operator', by.name, rng.pick(OPERATOR_FOLLOW_UPS), at(10, 600));
      if (status === 'replied' && replies.at(-1)!.by === 'operator')
        add('support', staff, rng.pick(SUPPORT_REPLIES), at(10, 300));
    }
    let closedAt: string | undefined;
    if (status === 'closed') {
      closedAt = at(60, 3 * 24 * 60);
      add('system', by.name, TICKET_MSG.closed, closedAt);
    }
    const attachments = kind === 'fault' && rng.chance(0.5) ? [placeholderImage('问题截图', [title], i % 4)] : [];
    out.push({
      id: '',
      title,
      kind,
      priority: rng.pick(PRIORITIES),
      content,
      attachments,
      status,
      replies,
      createdBy: by.opManId,
      creatorName: by.name,
      agentId: by.agentId,
      createdAt: isoAt(createdMs),
      updatedAt: replies.length ? replies[replies.length - 1].at : isoAt(createdMs),
      closedAt,
    });
  }
  // Numbered in the order they came in; listed newest first.
  out.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  out.forEach((s, k) => {
    s.id = `GD${String(100001 + k)}`;
    s.replies.forEach((x, n) => (x.id = `${s.id}-${n + 1}`));
  });
  return out.reverse();
});

export const supportTicketIndex = lazy(() => new Map(getSupportTickets().map((s) => [s.id, s])));

/** Files uploaded as attachments of new tickets this session: id → data URL. */
export const getSupportUploads = lazy(() => new Map<string, string>());
