import {
  ACCESS_WRITES,
  CONFIG_WRITES,
  MARKETING_WRITES,
  PRODUCTION_WRITES,
  RIDER_WRITES,
  SUPPORT_WRITES,
} from '@contract/actions';
import { ACCESS_READS } from '@contract/endpoints/access';
import { AGENT_READS } from '@contract/endpoints/agents';
import { CONFIG_READS } from '@contract/endpoints/config';
import { EXPORTS } from '@contract/endpoints/exports';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { SESSION_READS } from '@contract/endpoints/session';
import { CONFIG_MISSING } from './config';
import { byId, idShaped, none, pathOf, stateSwitch } from './fields';
import { MARKETING_MISSING } from './marketing';
import { inputFor, inputsFor, type Inputs } from './registry';

/** What a path's id of the wrong shape is refused with: the words the record's absence is answered with. */
export const PATH_INPUT_MSG = {
  coupon: MARKETING_MISSING.coupon,
  rider: '未找到该用户',
  exportFile: '导出文件不存在或已过期',
  application: '未找到该申请',
  agentRole: '角色不存在',
  fault: '故障类型不存在',
  template: CONFIG_MISSING.template,
  message: '首页消息不存在',
  task: MARKETING_MISSING.task,
  invite: '活动不存在',
} as const;
const M = PATH_INPUT_MSG;

/** A record's id in the path as the world numbers it (`prefix` and digits), refused with `message` otherwise. */
const idPath = (prefix: string, message: string) => pathOf({ id: idShaped(prefix, message) });

/**
 * The endpoints whose whole input is a record's name (a state switch, a delete, a publish), a
 * path naming records, or nothing at all (a small list or a setting read whole).
 */
export const RECORD_INPUTS: Inputs = [
  ...inputsFor(
    [
      MARKETING_WRITES.rechargeState,
      MARKETING_WRITES.adState,
      MARKETING_WRITES.mallState,
      MARKETING_WRITES.memberCardState,
      MARKETING_WRITES.ridingActivityState,
      MARKETING_WRITES.fixedTaskState,
      MARKETING_WRITES.inviteState,
      ACCESS_WRITES.roleState,
      ACCESS_WRITES.agentRoleState,
    ],
    stateSwitch(),
  ),
  inputFor(ACCESS_WRITES.agentState, stateSwitch('agentId')),
  ...inputsFor(
    [
      MARKETING_WRITES.pricingDelete,
      MARKETING_WRITES.helpDelete,
      MARKETING_WRITES.ridingActivityDelete,
      MARKETING_WRITES.inviteDelete,
      ACCESS_WRITES.roleDelete,
      ACCESS_WRITES.agentRoleDelete,
      CONFIG_WRITES.messagePublish,
      CONFIG_WRITES.messageWithdraw,
      PRODUCTION_WRITES.upgradeTaskRetry,
      PRODUCTION_WRITES.upgradeTaskCancel,
      SUPPORT_WRITES.ticketClose,
    ],
    byId(),
  ),
  inputFor(ACCESS_WRITES.agentDelete, byId('agentId')),
  // ids of a declared shape: another shape is refused before the handler looks (400, not its 404)
  inputFor(CONFIG_WRITES.faultDelete, idPath('FT', M.fault)),
  inputFor(CONFIG_WRITES.noticeDelete, idPath('NT', M.template)),
  inputFor(CONFIG_WRITES.messageDelete, idPath('HM', M.message)),
  inputFor(EXPORTS.remove, idPath('EXP', M.exportFile)),
  // a read of one record by its path: the console sends no query, and a key is refused
  inputFor(EXPORTS.file, { ...idPath('EXP', M.exportFile), query: none }),
  inputFor(AGENT_READS.agentApplyById, { ...idPath('AP', M.application), query: none }),
  inputFor(AGENT_READS.agentRoleById, { ...idPath('AR', M.agentRole), query: none }),
  inputFor(MARKETING_READS.fixedTaskById, { ...idPath('FT', M.task), query: none }),
  inputFor(MARKETING_READS.customTaskById, { ...idPath('CT', M.task), query: none }),
  inputFor(MARKETING_READS.inviteById, { ...idPath('IA', M.invite), query: none }),
  inputFor(MARKETING_READS.couponById, { ...idPath('CP', M.coupon), query: none }),
  inputFor(RIDER_WRITES.removeFromBlacklist, pathOf({ userId: idShaped('U', M.rider) })),
  ...inputsFor(
    [
      ACCESS_READS.group,
      ACCESS_READS.roleEnable,
      ACCESS_READS.tree,
      ACCESS_READS.treeOpMan,
      AGENT_READS.agentAccountList,
      AGENT_READS.agentTree,
      AGENT_READS.agentTreeAdmin,
      CONFIG_READS.siteSettings,
      EXPORTS.list,
      FLEET_READS.repairFaults,
      MARKETING_READS.activityCoupons,
      MARKETING_READS.helpHotline,
      MARKETING_READS.inviteCoupons,
      MARKETING_READS.mallGrants,
      MARKETING_READS.userRewardActivities,
      MARKETING_READS.worksheetCompensationCoupons,
      PRODUCTION_READS.options,
      REVIEW_READS.permissionUserOptions,
      SESSION_READS.siteConfig,
    ],
    { query: none },
  ),
];
