import TaskStatsScreen from '../components/TaskStatsScreen';

/** 维修统计 (090201): repair tickets (报修 to done, due within 48 hours) per day and per field staff member. */
export default function RepairStatisticsPage() {
  return <TaskStatsScreen kind="repair" unit="工单" pending="待诊断" from="报修" />;
}
