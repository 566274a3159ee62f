import FenceEditor from '@/widgets/fence/FenceEditor';

/** /electronic/service-area-fence (0503): each service area's boundary. */
export default function ServiceAreaFencePage() {
  return <FenceEditor kind="service_area" />;
}
