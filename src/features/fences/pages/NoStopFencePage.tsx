import FenceEditor from '@/widgets/fence/FenceEditor';

/** /electronic/no-stop-fence (0505): zones where a ride cannot end. */
export default function NoStopFencePage() {
  return <FenceEditor kind="no_stop" />;
}
