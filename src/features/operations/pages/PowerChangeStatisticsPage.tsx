import TaskStatsScreen from '../components/TaskStatsScreen';

/** 换电统计 (0901): 换电 tasks per day and per field staff member. */
export default function PowerChangeStatisticsPage() {
  return <TaskStatsScreen kind="battery_swap" />;
}
