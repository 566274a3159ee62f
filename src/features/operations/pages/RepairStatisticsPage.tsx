import TaskStatsScreen from '../components/TaskStatsScreen';

/** 维修统计 (090201): 维修 tasks per day and per field staff member. */
export default function RepairStatisticsPage() {
  return <TaskStatsScreen kind="repair" />;
}
