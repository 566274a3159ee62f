import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Input, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { LARGEST_UPLOAD_BYTES } from '@contract/http';
import { supportApi } from '../api';

export const ATTACHMENT_MAX = 5;
/** The stated limit of one image, as the hint says it: checked before anything is sent. */
const IMAGE_LIMIT = `${LARGEST_UPLOAD_BYTES / 1024 / 1024}MB`;

/** One attachment: what is sent (`upload:<id>` or the address) and what is shown. */
export interface Attachment {
  ref: string;
  url: string;
}

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error('读取文件失败'));
    r.readAsDataURL(file);
  });

/**
 * Image attachments of a new ticket (a form field): uploaded files (kept by the
 * backend) or image addresses; at most five.
 */
export default function AttachmentsInput({
  value = [],
  onChange,
}: {
  value?: Attachment[];
  onChange?: (v: Attachment[]) => void;
}) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const full = value.length >= ATTACHMENT_MAX;
  const add = (a: Attachment) => onChange?.([...value, a]);

  const upload = async (file: File) => {
    // the backend (and nginx) would refuse it only after the whole file was sent
    if (file.size > LARGEST_UPLOAD_BYTES) {
      setError(`图片超过 ${IMAGE_LIMIT}，未上传：单张不超过 ${IMAGE_LIMIT}`);
      return;
    }
    setError(undefined);
    setUploading(true);
    try {
      const done = await supportApi.upload(file.name, await readAsDataUrl(file));
      add({ ref: done.id, url: done.url });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  };

  const addAddress = () => {
    const url = address.trim();
    if (!/^https?:\/\/\S+$/i.test(url)) {
      setError('请输入 http(s) 开头的图片地址');
      return;
    }
    setError(undefined);
    add({ ref: url, url });
    setAddress('');
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.length ? (
        <Space wrap>
          {value.map((a, i) => (
            <Space key={`${a.ref}-${i}`} orientation="vertical" size={2} align="center">
              <Image
                src={a.url}
                width={96}
                height={64}
                style={{ objectFit: 'cover', borderRadius: 4 }}
                alt={`附件 ${i + 1}`}
              />
              <Button
                size="small"
                type="link"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除附件 ${i + 1}`}
                onClick={() => onChange?.(value.filter((_, k) => k !== i))}
              />
            </Space>
          ))}
        </Space>
      ) : null}
      <Space wrap>
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          disabled={full}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={full}>
            上传图片
          </Button>
        </Upload>
        <Space.Compact>
          <Input
            aria-label="图片地址"
            placeholder="或粘贴图片地址 https://…"
            value={address}
            disabled={full}
            onChange={(e) => setAddress(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              addAddress();
            }}
            style={{ width: 280 }}
          />
          <Button disabled={full || !address.trim()} onClick={addAddress}>
            添加
          </Button>
        </Space.Compact>
      </Space>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Typography.Text type="secondary">
        最多 {ATTACHMENT_MAX} 张，支持 PNG、JPG、GIF、WEBP，单张不超过 {IMAGE_LIMIT}
      </Typography.Text>
    </Space>
  );
}
