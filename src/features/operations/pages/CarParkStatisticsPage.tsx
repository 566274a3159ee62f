import TaskStatsScreen from '../components/TaskStatsScreen';

/** 挪车统计 (0904): 挪车 tasks per day and per field staff member. */
export default function CarParkStatisticsPage() {
  return <TaskStatsScreen kind="dispatch" />;
}
