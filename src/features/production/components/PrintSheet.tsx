import { Button, Modal, QRCode } from 'antd';
import type { FixedCode } from '@contract/production';
import '../fixedCode.css';

/** The labels of the chosen vehicles, laid out for printing (print stylesheet in fixedCode.css). */
export default function PrintSheet({ rows, onClose }: { rows: FixedCode[] | null; onClose: () => void }) {
  const printable = (rows ?? []).filter((r) => r.code);
  return (
    <Modal
      title={`打印固定码（${printable.length} 张）`}
      open={rows !== null}
      width={900}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="print" type="primary" disabled={!printable.length} onClick={() => window.print()}>
          打印
        </Button>,
      ]}
    >
      <div className="fixed-code-sheet" aria-label="打印预览">
        {printable.map((r) => (
          <div key={r.vehicleNo} className="fixed-code-label">
            <QRCode type="svg" value={r.url!} size={140} bordered={false} style={{ margin: '0 auto' }} />
            <div className="fixed-code-label__no">{r.vehicleNo}</div>
            <div className="fixed-code-label__code">{r.code}</div>
          </div>
        ))}
      </div>
    </Modal>
  );
}
