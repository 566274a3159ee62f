/** Permission roles and back-office users (domain model PermissionRole, Operator). */
import type { EnableState } from './common';
import { maskPhoneNumber } from './privacy';
import { PHONE_PATTERN } from './validators';

/** A permission role as the backend stores it. */
export interface PermissionRole {
  id: string;
  name: string;
  /** 1 admin, 2 business, 4 maintenance, 8 production; 0 franchiser (agent roles) */
  level: number;
  codes: string[];
  state: EnableState;
  remark: string;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

/** A back-office user as the backend stores it. */
export interface OperatorRecord {
  opManId: string;
  phone: string;
  name: string;
  roleId: string;
  level: number;
  agentId?: string;
  state: EnableState;
  createdAt: string;
  lastLoginAt?: string;
  /** bound to the customer-service chat */
  csRegistered?: boolean;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

/** A role as the list returns it. */
export interface Role extends PermissionRole {
  /** how many operators hold it */
  operators: number;
}

/** A back-office user as the lists return it. */
export interface Operator {
  opManId: string;
  phone: string;
  name: string;
  roleId: string;
  roleName: string;
  level: number;
  state: EnableState;
  createdAt: string;
  lastLoginAt: string | null;
  /** the version: an edit carries the one it was made on, and a save over another is refused */
  updatedAt: string;
}

export interface RoleDetail extends Role {
  operatorList: Operator[];
}

export interface RoleOption {
  id: string;
  name: string;
  level: number;
}

export interface RoleInput {
  /** an edit: the version of the record it was made on */
  updatedAt?: string;
  id?: string;
  name: string;
  level: number;
  remark: string;
  codes: string[];
}

export interface OperatorInput {
  /** an edit: the version of the record it was made on */
  updatedAt?: string;
  opManId?: string;
  phone?: string;
  name: string;
  roleId: string;
}

/** Permission levels (entity fields). */
export const LEVEL: Record<number, { label: string; color: string }> = {
  1: { label: '管理员', color: 'red' },
  2: { label: '业务运营', color: 'blue' },
  4: { label: '运维', color: 'green' },
  8: { label: '生产', color: 'purple' },
};

/** The signed-in operator's profile and permission codes (`/platform/permission/allCode`). */
export interface OperatorProfile {
  opManId: string;
  name: string;
  phone: string;
  roleId: string;
  agentId?: string;
  level: number;
  permissions: string[];
}

/**
 * Deleting an operator is confirmed by typing that account's full phone: the list shows it
 * masked (138****0003), the administrator types all 11 digits, and the console sends the phone
 * with the row's id as a guard (`?id=`), which the backend checks names the same operator.
 */
export const OPERATOR_DELETE_MSG = {
  /** the dialog's prompt above the input */
  prompt: '请输入该用户的完整手机号以确认删除',
  /** typed digits that cannot be the masked phone shown */
  mismatch: '输入的手机号与该用户不一致',
  /** the backend: the phone names another operator than the guard */
  guardMismatch: '手机号与所选用户不一致，未删除',
} as const;

/** Whether `typed` is a phone that shows as `masked` (masked as every reply masks phones). */
export const phoneFitsMask = (typed: string, masked: string): boolean =>
  PHONE_PATTERN.test(typed) && maskPhoneNumber(typed) === masked;
