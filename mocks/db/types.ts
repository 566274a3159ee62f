import type { LngLat } from './geo';

export type State = 'enabled' | 'disabled';

export interface ServiceArea {
  id: string;
  name: string;
  city: string;
  center: LngLat;
  polygon: LngLat[];
  fenceId: string;
  agentId: string;
  state: State;
}

export interface Agent {
  agentId: string;
  company: string;
  contact: string;
  phone: string;
  roleId: string;
  serviceAreaIds: string[];
  state: State;
  createdAt: string;
}

export interface PermissionRole {
  id: string;
  name: string;
  /** 1 admin, 2 business, 4 maintenance, 8 production; 0 franchiser (agent roles) */
  level: number;
  codes: string[];
  state: State;
  remark: string;
}

export interface Operator {
  opManId: string;
  phone: string;
  name: string;
  roleId: string;
  level: number;
  agentId?: string;
  state: State;
  createdAt: string;
  lastLoginAt?: string;
  /** bound to the customer-service chat */
  csRegistered?: boolean;
}

export interface FranchiseApplication {
  id: string;
  company: string;
  contact: string;
  phone: string;
  city: string;
  status: 'pending' | 'approved' | 'rejected';
  reason?: string;
  createdAt: string;
}

export interface SiteConfig {
  webType: string;
  webTitle: string;
  webImg: string;
  themeColor: string;
  publicKey: string;
  company: string;
  appTitle: string;
  filing: { icp: string; police: string };
  map: { amapKey: string; amapSecurityCode: string; center: LngLat; zoom: number };
  homeProgram: string;
  chatUrl: string;
}
