import { Spin } from 'antd';

export default function FullPageSpin({ tip = '加载中…' }: { tip?: string }) {
  return (
    <div style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <Spin size="large" description={tip} />
    </div>
  );
}
