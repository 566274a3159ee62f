import { agentHandlers } from './agents';
import { agentLookupHandlers } from './agentLookups';
import { authHandlers } from './auth';
import { logHandlers } from './logs';
import { siteHandlers } from './site';
import { dashboardHandlers } from './dashboard';
import { opsTaskHandlers } from './opsTasks';
import { opsStatsHandlers } from './opsStats';
import { reportHandlers } from './reports';
import { walletReportHandlers } from './walletReports';
import { reconciliationHandlers } from './reconciliation';
import { vehicleHandlers } from './vehicles';
import { vehicleAnalysisHandlers } from './vehicleAnalysis';
import { reviewHandlers } from './reviews';
import { worksheetHandlers } from './worksheets';
import { riderHandlers } from './riders';
import { orderHandlers } from './orders';
import { permissionHandlers } from './permissions';
import { bigScreenHandlers } from './bigscreen';
import { fenceHandlers } from './fences';
import { supportHandlers } from './support';
import { marketingHandlers } from './marketing';
import { catalogHandlers } from './marketingCatalog';
import { inviteHandlers } from './invites';
import { couponIssueHandlers } from './couponIssue';
import { rewardCouponHandlers } from './activityRewards';
import { ridingActivityHandlers } from './ridingActivities';
import { activityTaskHandlers } from './activityTasks';
import { configHandlers } from './config';
import { demoImageHandlers } from './demoImages';
import { parkApplicationHandlers } from './parkApplications';
import { deviceHandlers } from './devices';
import { privacyHandlers } from './privacy';
import { groupHandlers } from './groups';
import { productionHandlers } from './production';
import { voltageSchemeHandlers } from './voltageSchemes';
import { fixedCodeHandlers } from './fixedCodes';
import { voicePackHandlers } from './voicePacks';
import { upgradeHandlers } from './upgrades';
import { rideTrackHandlers } from './rideTracks';
import { alarmHandlers } from './alarms';
import { repairHandlers } from './repairs';
import { exportHandlers } from './exports';
import { advanceWorld } from '../db/liveFleet';
import { setWorldAdvance } from '../lib/route';
import { preflightHandler } from '../lib/cors';

// every signed-in call first brings the world up to the clock (mocks/db/liveFleet.ts)
setWorldAdvance(advanceWorld);

/** Every handler of the embedded backend, shared by the browser worker and msw/node. */
export const handlers = [
  ...siteHandlers,
  ...authHandlers,
  ...agentLookupHandlers,
  ...agentHandlers,
  ...reviewHandlers,
  ...worksheetHandlers,
  ...riderHandlers,
  ...orderHandlers,
  ...rideTrackHandlers,
  ...vehicleHandlers,
  ...alarmHandlers,
  ...repairHandlers,
  ...opsTaskHandlers,
  ...opsStatsHandlers,
  ...dashboardHandlers,
  ...reportHandlers,
  ...walletReportHandlers,
  ...reconciliationHandlers,
  ...vehicleAnalysisHandlers,
  ...logHandlers,
  ...permissionHandlers,
  ...bigScreenHandlers,
  ...fenceHandlers,
  ...configHandlers,
  ...couponIssueHandlers,
  ...rewardCouponHandlers,
  ...ridingActivityHandlers,
  ...activityTaskHandlers,
  ...marketingHandlers,
  ...catalogHandlers,
  ...inviteHandlers,
  ...supportHandlers,
  ...demoImageHandlers,
  ...parkApplicationHandlers,
  ...deviceHandlers,
  ...privacyHandlers,
  ...groupHandlers,
  ...productionHandlers,
  ...voltageSchemeHandlers,
  ...fixedCodeHandlers,
  ...voicePackHandlers,
  ...upgradeHandlers,
  ...exportHandlers,
];
// and the preflights (OPTIONS) of the routes above, for callers on another origin
handlers.push(preflightHandler);
