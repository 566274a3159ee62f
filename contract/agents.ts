/** Franchisees (agents), their roles, service areas and applications (domain model Agent, ServiceArea, AgentRole). */
import type { EnableState, LngLat, ReviewStatus } from './common';

/** A service area as the backend stores it. */
export interface ServiceArea {
  id: string;
  name: string;
  city: string;
  center: LngLat;
  polygon: LngLat[];
  fenceId: string;
  agentId: string;
  state: EnableState;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

/** A franchisee as the backend stores it. */
export interface AgentRecord {
  agentId: string;
  company: string;
  contact: string;
  phone: string;
  roleId: string;
  serviceAreaIds: string[];
  state: EnableState;
  createdAt: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

/** A franchisee as the list returns it, with its role's and areas' names. */
export interface Agent extends AgentRecord {
  roleName: string;
  serviceAreaNames: string[];
}

export interface AgentInput {
  /** an edit: the version of the record it was made on */
  updatedAt?: string;
  agentId?: string;
  company: string;
  contact: string;
  /** required at creation; on edit, left out to keep the current number (lists carry it masked) */
  phone?: string;
  roleId: string;
  /** at creation: the service areas (belonging to nobody yet) the account works in */
  serviceAreaIds?: string[];
}

/** GET /platform/agent/tree/admin: franchisees with their areas, and the areas nobody has. */
export interface AgentAdminTree {
  agents: Array<{
    agentId: string;
    company: string;
    state: EnableState;
    children: Array<{ id: string; name: string }>;
  }>;
  unassigned: Array<{ id: string; name: string }>;
}

/** POST /platform/agent/serviceArea: a new service area (its fence drawn around the centre). */
export interface ServiceAreaInput {
  name: string;
  city: string;
  center: LngLat;
  agentId?: string;
}

export interface AgentOption {
  agentId: string;
  company: string;
  /** a disabled franchisee is still listed (its records name it), shown as such */
  state: EnableState;
}

export interface AgentArea {
  id: string;
  name: string;
  city: string;
  /** where its map opens, [lng, lat] */
  center: LngLat;
  fenceId: string;
  state: EnableState;
  agentId: string;
  company: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

export interface AgentRole {
  id: string;
  name: string;
  codes: string[];
  state: EnableState;
  remark: string;
  /** how many franchisees hold it */
  agents: number;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

export interface AgentRoleInput {
  /** an edit: the version of the record it was made on */
  updatedAt?: string;
  id?: string;
  name: string;
  remark: string;
  codes: string[];
}

/** A franchise application (加盟申请) from the sign-up page. */
export interface FranchiseApplication {
  id: string;
  company: string;
  contact: string;
  phone: string;
  city: string;
  status: ReviewStatus;
  reason?: string;
  createdAt: string;
}
