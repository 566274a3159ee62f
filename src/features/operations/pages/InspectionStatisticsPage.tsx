import TaskStatsScreen from '../components/TaskStatsScreen';

/** 巡检统计 (090301): 巡检 tasks per day and per field staff member. */
export default function InspectionStatisticsPage() {
  return <TaskStatsScreen kind="inspection" />;
}
