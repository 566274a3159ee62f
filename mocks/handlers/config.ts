/**
 * Operation configuration (screen behaviour "Configuration").
 *
 * Fault types of repair tasks (0501)
 *   GET    /platform/config/fault           keyword?, category?, state?, page, pageSize, sortField? → { rows, total }
 *   POST   /platform/config/fault           { name, category, priority, state, remark? } → fault type
 *   PUT    /platform/config/fault           { id, …same } → fault type
 *   DELETE /platform/config/fault/{id}
 * Notice templates (0506)
 *   GET    /platform/config/notice          keyword?, channel?, state?, page, pageSize → { rows, total }
 *   POST   /platform/config/notice          { name, channel, content } → template (enabled)
 *   PUT    /platform/config/notice          { id, name, channel, content } → template
 *   POST   /platform/config/notice/state    { id, state }
 *   DELETE /platform/config/notice/{id}
 * Home messages of the riders' app (0506)
 *   GET    /platform/config/message         keyword?, status?, serviceAreaId?, page, pageSize → { rows, total }
 *   POST   /platform/config/message         { title, content, startAt, endAt, serviceAreaIds } → message (draft)
 *   PUT    /platform/config/message         { id, …same } → message (not while published)
 *   POST   /platform/config/message/publish { id }   POST /platform/config/message/withdraw { id }
 *   DELETE /platform/config/message/{id}    (not while published)
 * Site settings (0502)
 *   GET    /platform/site/setting           → settings
 *   PUT    /platform/site/setting           { webTitle, webImg, themeColor, company, appTitle, hotline, icp, police, chatUrl } → settings
 */
import {
  getFaultTypes,
  getHomeMessages,
  getNoticeTemplates,
  getSiteSettings,
  getSiteSettingsVersion,
} from '../db/config';
import type { FaultType, HomeMessageRecord as HomeMessage, NoticeTemplate } from '@contract/config';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { matches, pageOf } from '../lib/paging';
import { BizError, route } from '../lib/route';
import { assertCurrentVersion, touch } from '../lib/version';
import { CONFIG_MISSING, type FaultBody, type MessageBody, type NoticeBody } from '@contract/schemas/inputs/config';
import { now as clockNow } from '../../src/shared/utils/clock';
import { CONFIG_WRITES } from '@contract/actions';
import { CONFIG_INPUT_MSG } from '@contract/inputMessages';
import { CONFIG_READS } from '@contract/endpoints/config';
import { addRecord, editRecord, switchState } from '../lib/records';
import { trimmed as text } from '../lib/text';
import { RECORD_NOUN } from '@contract/labels/records';
import { PATH_INPUT_MSG } from '@contract/schemas/inputs/records';

export const CONFIG_MSG = {
  faultMissing: PATH_INPUT_MSG.fault,
  faultTaken: '故障名称已存在',
  templateMissing: CONFIG_MISSING.template,
  templateTaken: '模板名称已存在',
  messageMissing: PATH_INPUT_MSG.message,
  messagePublished: '消息已发布，请先撤回再修改',
  messageExpired: '展示时间已结束，请修改展示时间后再发布',
  period: CONFIG_INPUT_MSG.messagePeriod,
} as const;

function find<T extends { id: string }>(list: T[], id: unknown, missing: string): T {
  const found = list.find((x) => x.id === id);
  if (!found) throw new BizError(missing, 404);
  return found;
}

function remove<T extends { id: string }>(list: T[], item: T): void {
  list.splice(list.indexOf(item), 1);
}

// ---- fault types -------------------------------------------------------------

/** A fault type's fields (checked by its input schema) with a name no other has. */
function faultFields(b: FaultBody, self?: string): Omit<FaultType, 'id' | 'updatedAt'> {
  const { name, remark, category, priority, state } = b;
  if (getFaultTypes().some((f) => f.name === name && f.id !== self)) throw new BizError(CONFIG_MSG.faultTaken);
  return { name, category, priority, state, remark };
}

// ---- notice templates ---------------------------------------------------------

/** A template's fields (checked by its input schema) with a name no other template has. */
function templateFields(b: NoticeBody, self?: string): Pick<NoticeTemplate, 'name' | 'channel' | 'content'> {
  const { name, channel, content } = b;
  if (getNoticeTemplates().some((t) => t.name === name && t.id !== self)) throw new BizError(CONFIG_MSG.templateTaken);
  return { name, channel, content };
}

// ---- home messages ------------------------------------------------------------

/** A home message's fields (checked by its input schema), shown in areas that exist. */
function messageFields(
  b: MessageBody,
): Pick<HomeMessage, 'title' | 'content' | 'startAt' | 'endAt' | 'serviceAreaIds'> {
  const { title, content, startAt, endAt, serviceAreaIds } = b;
  const areas = getDb().serviceAreas.map((s) => s.id);
  if (serviceAreaIds.some((id) => !areas.includes(id as string))) throw new BizError('服务区不存在');
  return { title, content, startAt, endAt, serviceAreaIds: serviceAreaIds as string[] };
}

const messageRow = (m: HomeMessage) => {
  const { serviceAreas } = getDb();
  return {
    ...m,
    serviceAreaIds: [...m.serviceAreaIds],
    serviceAreaNames: m.serviceAreaIds.map((id) => serviceAreas.find((s) => s.id === id)?.name ?? id),
  };
};

function editableMessage(id: unknown): HomeMessage {
  const m = find(getHomeMessages(), id, CONFIG_MSG.messageMissing);
  if (m.status === 'published') throw new BizError(CONFIG_MSG.messagePublished);
  return m;
}

// ---- site settings ------------------------------------------------------------

/** The settings as the input schema read them (names, logo, colour, hotline, chat: SITE_INPUT); the filing numbers here. */
function siteFields(b: Record<string, unknown>) {
  const { webImg, themeColor, hotline, chatUrl } = b as Record<string, string>;
  const icp = text(b.icp);
  const police = text(b.police);
  if (icp.length > 40 || police.length > 40) throw new BizError('备案号不能超过 40 个字');
  return {
    webTitle: b.webTitle as string,
    webImg,
    themeColor,
    company: b.company as string,
    appTitle: b.appTitle as string,
    hotline,
    chatUrl,
    filing: { icp, police },
  };
}

const settingsView = () => {
  const s = getSiteSettings();
  return {
    webTitle: s.webTitle,
    webImg: s.webImg,
    themeColor: s.themeColor,
    company: s.company,
    appTitle: s.appTitle,
    hotline: s.hotline,
    chatUrl: s.chatUrl,
    icp: s.filing.icp,
    police: s.filing.police,
    updatedAt: getSiteSettingsVersion().updatedAt,
  };
};

export const configHandlers = [
  route(CONFIG_READS.fault, {}, ({ query }) => {
    const rows = getFaultTypes().filter(
      (f) =>
        (!query.category || f.category === query.category) &&
        (!query.state || f.state === query.state) &&
        matches(query.keyword, f.name, f.remark),
    );
    return pageOf(rows, query, { id: (f) => f.id, updatedAt: (f) => f.updatedAt });
  }),
  route<FaultBody>(CONFIG_WRITES.faultCreate, {}, ({ body, caller }) => {
    const f = addRecord<FaultType>(
      caller.operator,
      getFaultTypes(),
      { prefix: 'FT', action: '新增故障类型', target: (r) => r.name },
      {
        ...faultFields(body),
      },
    );
    return f;
  }),
  route<FaultBody>(CONFIG_WRITES.faultUpdate, {}, ({ body, caller }) => {
    const f = find(getFaultTypes(), body.id, CONFIG_MSG.faultMissing);
    return editRecord(caller.operator, f, body, {
      fields: () => faultFields(body, f.id),
      action: '编辑故障类型',
      target: (r) => r.name,
      reply: (r) => r,
    });
  }),
  route(CONFIG_WRITES.faultDelete, {}, ({ params, caller }) => {
    const f = find(getFaultTypes(), params.id, CONFIG_MSG.faultMissing);
    remove(getFaultTypes(), f);
    logOperatorAction(caller.operator, '删除故障类型', f.name);
  }),

  route(CONFIG_READS.notice, {}, ({ query }) => {
    const rows = getNoticeTemplates().filter(
      (t) =>
        (!query.channel || t.channel === query.channel) &&
        (!query.state || t.state === query.state) &&
        matches(query.keyword, t.name, t.content),
    );
    return pageOf(rows, query, { id: (t) => t.id, updatedAt: (t) => t.updatedAt });
  }),
  route<NoticeBody>(CONFIG_WRITES.noticeCreate, {}, ({ body, caller }) => {
    const t = addRecord<NoticeTemplate>(
      caller.operator,
      getNoticeTemplates(),
      { prefix: 'NT', action: '新增通知模板', target: (r) => r.name },
      {
        ...templateFields(body),
        state: 'enabled',
      },
    );
    return t;
  }),
  route<NoticeBody & { id: unknown; updatedAt?: unknown }>(CONFIG_WRITES.noticeUpdate, {}, ({ body, caller }) => {
    const t = find(getNoticeTemplates(), body.id, CONFIG_MSG.templateMissing);
    return editRecord(caller.operator, t, body, {
      fields: () => templateFields(body, t.id),
      action: '编辑通知模板',
      target: (r) => r.name,
      reply: (r) => r,
    });
  }),
  route(CONFIG_WRITES.noticeState, {}, ({ body, caller }) =>
    switchState(caller.operator, find(getNoticeTemplates(), body.id, CONFIG_MSG.templateMissing), body.state, {
      noun: RECORD_NOUN.noticeTemplate,
      target: (t) => t.name,
    }),
  ),
  route(CONFIG_WRITES.noticeDelete, {}, ({ params, caller }) => {
    const t = find(getNoticeTemplates(), params.id, CONFIG_MSG.templateMissing);
    remove(getNoticeTemplates(), t);
    logOperatorAction(caller.operator, '删除通知模板', t.name);
  }),

  route(CONFIG_READS.message, {}, ({ query }) => {
    const rows = getHomeMessages().filter(
      (m) =>
        (!query.status || m.status === query.status) &&
        (!query.serviceAreaId || !m.serviceAreaIds.length || m.serviceAreaIds.includes(query.serviceAreaId)) &&
        matches(query.keyword, m.title, m.content),
    );
    return pageOf(rows.map(messageRow), query, { id: (m) => m.id, startAt: (m) => m.startAt });
  }),
  route<MessageBody>(CONFIG_WRITES.messageCreate, {}, ({ body, caller }) => {
    const m = addRecord<HomeMessage>(
      caller.operator,
      getHomeMessages(),
      { prefix: 'HM', action: '新增首页消息', target: (r) => r.title },
      {
        ...messageFields(body),
        status: 'draft',
      },
    );
    return messageRow(m);
  }),
  route<MessageBody>(CONFIG_WRITES.messageUpdate, {}, ({ body, caller }) => {
    const m = editableMessage(body.id);
    return editRecord(caller.operator, m, body, {
      fields: () => messageFields(body),
      action: '编辑首页消息',
      target: (r) => r.title,
      reply: messageRow,
    });
  }),
  route(CONFIG_WRITES.messagePublish, {}, ({ body, caller }) => {
    const m = editableMessage(body.id);
    if (Date.parse(m.endAt) <= clockNow()) throw new BizError(CONFIG_MSG.messageExpired);
    touch(Object.assign(m, { status: 'published' as const }));
    logOperatorAction(caller.operator, '发布首页消息', m.title);
    return messageRow(m);
  }),
  route(CONFIG_WRITES.messageWithdraw, {}, ({ body, caller }) => {
    const m = find(getHomeMessages(), body.id, CONFIG_MSG.messageMissing);
    if (m.status !== 'published') throw new BizError('消息未发布');
    touch(Object.assign(m, { status: 'withdrawn' as const }));
    logOperatorAction(caller.operator, '撤回首页消息', m.title);
    return messageRow(m);
  }),
  route(CONFIG_WRITES.messageDelete, {}, ({ params, caller }) => {
    const m = editableMessage(params.id);
    remove(getHomeMessages(), m);
    logOperatorAction(caller.operator, '删除首页消息', m.title);
  }),

  route(CONFIG_READS.siteSettings, {}, () => settingsView()),
  route(CONFIG_WRITES.siteSetting, {}, ({ body, caller }) => {
    assertCurrentVersion(getSiteSettingsVersion(), body, settingsView);
    Object.assign(getSiteSettings(), siteFields(body));
    touch(getSiteSettingsVersion());
    logOperatorAction(caller.operator, '修改系统配置');
    return settingsView();
  }),
];
