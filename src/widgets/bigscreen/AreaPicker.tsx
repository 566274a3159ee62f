import { EnvironmentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { isAbort } from '@/shared/http/errors';
import { useScope } from '@/shared/scope/store';
import { fetchServiceAreas, type AreaOption } from '@/shared/scope/useServiceAreas';
import SelectionDialog from '@/shared/ui/SelectionDialog';

/**
 * The big screens' own service-area selection (entity fields: a separate copy of the
 * selected areas for the big screen), never the header's: 服务区 全部 / N 个 and the
 * selection dialog with the operator's service areas.
 */
export default function AreaPicker() {
  const selected = useScope((s) => s.bigScreenAreaIds);
  const setAreas = useScope((s) => s.setBigScreenAreas);
  const [dialog, setDialog] = useState<{ open: boolean; items?: AreaOption[]; error?: string }>({ open: false });

  const openDialog = () => {
    setDialog({ open: true });
    fetchServiceAreas().then(
      (items) => setDialog((d) => (d.open ? { open: true, items } : d)),
      (e: unknown) => {
        if (!isAbort(e)) setDialog((d) => (d.open ? { open: true, error: '未获取到服务区信息' } : d));
      },
    );
  };
  const close = () => setDialog({ open: false });

  return (
    <>
      <Button size="small" icon={<EnvironmentOutlined />} onClick={openDialog} aria-label="选择服务区">
        服务区：{selected ? `${selected.length} 个` : '全部'}
      </Button>
      <SelectionDialog
        open={dialog.open}
        items={dialog.items?.map((a) => ({ id: a.id, title: a.name }))}
        loading={!dialog.items && !dialog.error}
        loadError={dialog.error}
        emptyMessage="没有可选服务区列表"
        selected={selected}
        onConfirm={(ids) => {
          setAreas(ids);
          close();
        }}
        onCancel={close}
      />
    </>
  );
}
