import { UploadOutlined } from '@ant-design/icons';
import NoteItem from '@/shared/ui/NoteItem';
import { NOTE_RULES } from '@contract/validators';
import { Button, Form, Input, Select, Upload } from 'antd';
import ModalForm from '@/shared/ui/ModalForm';
import { upgradeApi } from '../api';
import { firmwareProblem, VEHICLE_MODELS, type FirmwareInput } from '@contract/production';

type Values = Omit<FirmwareInput, 'fileName' | 'size'> & { file?: { name: string; size: number } };

/** Holds a field's value without showing it (the chosen file). */
const Held = () => null;

/** SHA-256 of a file as hex, where the browser offers it (secure contexts). */
async function sha256(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || typeof file.arrayBuffer !== 'function') return null;
  const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Uploads a firmware: version, model, file and its SHA-256 (computed from the file when the browser can). */
export default function FirmwareModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalForm<Values>
      title="上传固件"
      open={open}
      okText="上传"
      successMessage="固件已上传"
      onClose={onClose}
      onSubmit={(v) => {
        const input: FirmwareInput = {
          version: (v.version ?? '').trim(),
          model: v.model,
          checksum: (v.checksum ?? '').trim().toLowerCase(),
          fileName: v.file?.name ?? '',
          size: v.file?.size ?? 0,
          notes: v.notes?.trim(),
        };
        const problem = firmwareProblem(input);
        return problem ? Promise.reject(new Error(problem)) : upgradeApi.uploadFirmware(input);
      }}
    >
      {(form) => (
        <>
          <Form.Item name="version" label="版本号" rules={[{ required: true, message: '请输入版本号' }]}>
            <Input aria-label="版本号" placeholder="例如 v3.4.0" maxLength={12} />
          </Form.Item>
          <Form.Item name="model" label="适用车型" rules={[{ required: true, message: '请选择车型' }]}>
            <Select aria-label="适用车型" options={VEHICLE_MODELS.map((m) => ({ value: m, label: m }))} />
          </Form.Item>
          <Form.Item name="file" noStyle>
            <Held />
          </Form.Item>
          <Form.Item label="固件文件" shouldUpdate={(x: Values, y: Values) => x.file !== y.file}>
            {() => {
              const file = form.getFieldValue('file') as Values['file'];
              return (
                <Upload
                  accept=".bin,.hex,.img"
                  showUploadList={false}
                  beforeUpload={(f) => {
                    form.setFieldValue('file', { name: f.name, size: f.size });
                    void sha256(f)
                      .then((h) => h && form.setFieldValue('checksum', h))
                      .catch(() => undefined);
                    return Upload.LIST_IGNORE;
                  }}
                >
                  <Button icon={<UploadOutlined />} aria-label="选择固件文件">
                    {file
                      ? `${file.name}（${(file.size / 1024 / 1024).toFixed(2)} MB）`
                      : '选择文件（.bin / .hex / .img，32 MB 以内）'}
                  </Button>
                </Upload>
              );
            }}
          </Form.Item>
          <Form.Item name="checksum" label="校验值（SHA-256）" rules={[{ required: true, message: '请输入校验值' }]}>
            <Input aria-label="校验值" maxLength={64} placeholder="选择文件后自动计算，也可手动填写" />
          </Form.Item>
          <NoteItem name="notes" rule={NOTE_RULES.firmwareNotes} rows={2} optional />
        </>
      )}
    </ModalForm>
  );
}
