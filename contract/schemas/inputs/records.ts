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
import { byId, idShaped, none, pathOf, pathRefs, stateSwitch } from './fields';
import { inputFor, inputsFor, type Inputs } from './registry';

/** What a path's id of the wrong shape is refused with: the words the record's absence is answered with. */
export const PATH_INPUT_MSG = {
  coupon: '优惠券不存在',
  rider: '未找到该用户',
} as const;

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
  ...inputsFor(
    [
      CONFIG_WRITES.faultDelete,
      CONFIG_WRITES.noticeDelete,
      CONFIG_WRITES.messageDelete,
      EXPORTS.remove,
      EXPORTS.file,
      AGENT_READS.agentApplyById,
      AGENT_READS.agentRoleById,
      MARKETING_READS.fixedTaskById,
      MARKETING_READS.customTaskById,
      MARKETING_READS.inviteById,
    ],
    pathRefs('id'),
  ),
  // ids of a declared shape: another shape is refused before the handler looks (400, not its 404)
  inputFor(MARKETING_READS.couponById, pathOf({ id: idShaped('CP', PATH_INPUT_MSG.coupon) })),
  inputFor(RIDER_WRITES.removeFromBlacklist, pathOf({ userId: idShaped('U', PATH_INPUT_MSG.rider) })),
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
