/** Operation configuration (screen behaviour "Configuration"): fault types, notice templates, home messages, site settings. */
import type { EnableState, LngLat } from './common';

export type FaultCategory = 'body' | 'power' | 'lock' | 'iot' | 'other';
export type Priority = 'high' | 'medium' | 'low';
export type NoticeChannel = 'sms' | 'inapp';
export type MessageStatus = 'draft' | 'published' | 'withdrawn';

export interface FaultType {
  id: string;
  name: string;
  category: FaultCategory;
  priority: Priority;
  state: EnableState;
  remark: string;
  updatedAt: string;
}

/** An edit carries the `updatedAt` it was made on: a save over a newer version is refused. */
export type FaultTypeInput = Omit<FaultType, 'updatedAt' | 'id'> & { id?: string; updatedAt?: string };

export interface NoticeTemplate {
  id: string;
  name: string;
  channel: NoticeChannel;
  content: string;
  state: EnableState;
  updatedAt: string;
}

export type NoticeTemplateInput = Pick<NoticeTemplate, 'name' | 'channel' | 'content'> & {
  id?: string;
  updatedAt?: string;
};

/** A home message as the backend stores it. */
export interface HomeMessageRecord {
  id: string;
  title: string;
  content: string;
  startAt: string;
  endAt: string;
  /** empty: every service area */
  serviceAreaIds: string[];
  status: MessageStatus;
  updatedAt: string;
}

/** A home message with its areas' names. */
export interface HomeMessage extends HomeMessageRecord {
  serviceAreaNames: string[];
}

export type HomeMessageInput = Pick<HomeMessage, 'title' | 'content' | 'startAt' | 'endAt' | 'serviceAreaIds'> & {
  id?: string;
  updatedAt?: string;
};

/** The site configuration the backend serves (entity fields). */
export interface SiteConfig {
  webType: string;
  webTitle: string;
  webImg: string;
  themeColor: string;
  publicKey: string;
  company: string;
  appTitle: string;
  filing: { icp: string; police: string };
  map: {
    amapKey: string;
    amapSecurityCode: string;
    center: LngLat;
    zoom: number /** Tencent GL map key (the Tencent fence page) */;
    tmapKey?: string;
  };
  homeProgram: string;
  chatUrl: string;
}

/** The editable site config (0502). */
export interface SiteSettings {
  webTitle: string;
  webImg: string;
  themeColor: string;
  company: string;
  appTitle: string;
  hotline: string;
  chatUrl: string;
  icp: string;
  police: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

type Labels<K extends string> = Record<K, { label: string; color: string }>;

export const FAULT_CATEGORY: Record<FaultCategory, string> = {
  body: '车身部件',
  power: '电池电机',
  lock: '车锁',
  iot: '中控定位',
  other: '其他',
};

export const PRIORITY: Labels<Priority> = {
  high: { label: '高', color: 'red' },
  medium: { label: '中', color: 'orange' },
  low: { label: '低', color: 'blue' },
};

export const CHANNEL: Labels<NoticeChannel> = {
  sms: { label: '短信', color: 'purple' },
  inapp: { label: '站内消息', color: 'cyan' },
};

export const MESSAGE_STATUS: Labels<MessageStatus> = {
  draft: { label: '草稿', color: 'default' },
  published: { label: '已发布', color: 'success' },
  withdrawn: { label: '已撤回', color: 'warning' },
};
