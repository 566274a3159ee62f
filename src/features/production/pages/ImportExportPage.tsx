import MenuLink from '@/shared/nav/MenuLink';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Progress, Space, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import Access from '@/shared/auth/Access';
import { queryDef } from '@/shared/query/defs';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import { downloadXlsx } from '@/shared/utils/excel';
import { productionApi } from '../api';
import { importColumns } from '../columns';
import ImportReport from '../components/ImportReport';
import XlsxExportButton from '../components/XlsxExportButton';
import { checkFile, runImport, type FileVerdict } from '../importFile';
import { reportSheets, templateSheets } from '../sheets';
import type { ImportRecord, RowProblem } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { productionKeys } from '../keys';

type Checked = Extract<FileVerdict, { ok: true }>;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const reportName = (fileName: string) => `校验报告-${fileName.replace(/\.(xlsx|csv)$/i, '')}.xlsx`;

/**
 * /production/import-export (06): the Excel template; an .xlsx or .csv dropped or picked
 * is checked in the browser, the refused rows listed (row, column, reason), and the valid
 * rows imported (checked again by the backend, all or nothing) or nothing; the history
 * of imports with their reports; the export of every factory vehicle.
 */
export default function ImportExportPage() {
  const { message } = App.useApp();
  const areas = useServiceAreas();
  const areaMap = useMemo(() => new Map(areas.map((a) => [a.name, a.id])), [areas]);
  const [reading, setReading] = useState(false);
  const [refusedFile, setRefusedFile] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverNote, setServerNote] = useState<string | null>(null);
  const [done, setDone] = useState<ImportRecord | null>(null);

  const pick = async (file: File) => {
    setReading(true);
    setRefusedFile(null);
    setChecked(null);
    setServerNote(null);
    setDone(null);
    try {
      const v = await checkFile(file, file.name, areaMap);
      if (v.ok) setChecked(v);
      else setRefusedFile(`${file.name}：${v.message}`);
    } catch (e) {
      setRefusedFile(`${file.name}：读取失败（${errorText(e)}），未导入`);
    } finally {
      setReading(false);
    }
  };

  const start = async () => {
    if (!checked || progress !== null) return;
    setServerNote(null);
    try {
      const out = await runImport(checked.valid, checked.fileName, checked.problems, setProgress);
      if (out.done) {
        setDone(out.record);
        setChecked(null);
        void message.success(`已导入 ${out.record.imported} 辆车`);
      } else {
        const rows = new Set(out.refused.map((p) => p.row));
        const problems: RowProblem[] = [...checked.problems, ...out.refused];
        setChecked({ ...checked, valid: checked.valid.filter((r) => !rows.has(r.row)), problems });
        setServerNote(`服务器校验又拒绝了 ${rows.size} 行（见报告），未导入任何数据；可再次确认导入其余有效行。`);
      }
    } catch (e) {
      setServerNote(`导入失败：${errorText(e)}，未导入任何数据`);
    } finally {
      setProgress(null);
    }
  };

  const refusedRows = checked ? new Set(checked.problems.map((p) => p.row)).size : 0;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title="Excel 导入出厂车辆"
        extra={
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              void downloadXlsx('出厂车辆导入模板.xlsx', templateSheets()).catch((e: unknown) =>
                message.error(`模板下载失败：${errorText(e)}`),
              )
            }
          >
            下载模板
          </Button>
        }
      >
        <Access
          code={[
            PRODUCTION_WRITES.importCheck,
            PRODUCTION_WRITES.importStage,
            PRODUCTION_WRITES.importDiscard,
            PRODUCTION_WRITES.importCommit,
          ]}
        >
          <Upload.Dragger
            accept=".xlsx,.csv"
            multiple={false}
            showUploadList={false}
            disabled={reading || progress !== null}
            beforeUpload={(file) => {
              void pick(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽 .xlsx / .csv 文件到此处</p>
            <p className="ant-upload-hint">按模板填写，文件不超过 10 MB；先在浏览器中逐行校验，确认后才导入</p>
          </Upload.Dragger>
        </Access>
        {reading ? <Alert style={{ marginTop: 12 }} type="info" showIcon title="正在读取并校验文件…" /> : null}
        {refusedFile ? (
          <Alert style={{ marginTop: 12 }} type="error" showIcon title="文件被拒绝" description={refusedFile} />
        ) : null}
        {checked ? (
          <div style={{ marginTop: 12 }}>
            <Alert
              type={refusedRows ? 'warning' : 'success'}
              showIcon
              title={`${checked.fileName}：共 ${checked.total} 行，有效 ${checked.valid.length} 行，拒绝 ${refusedRows} 行`}
              description={serverNote ?? (refusedRows ? '可以只导入有效的行，或全部不导入。' : '全部通过校验。')}
            />
            {checked.problems.length ? <ImportReport problems={checked.problems} /> : null}
            {progress !== null ? <Progress percent={progress} aria-label="导入进度" /> : null}
            <Space style={{ marginTop: 12 }}>
              <Button
                type="primary"
                disabled={!checked.valid.length}
                loading={progress !== null}
                onClick={() => void start()}
              >
                {`导入有效的 ${checked.valid.length} 行`}
              </Button>
              <Button disabled={progress !== null} onClick={() => setChecked(null)}>
                全部不导入
              </Button>
              {checked.problems.length ? (
                <Button onClick={() => void downloadXlsx(reportName(checked.fileName), reportSheets(checked.problems))}>
                  下载校验报告
                </Button>
              ) : null}
            </Space>
          </div>
        ) : null}
        {done ? (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            title={`${done.fileName}：已导入 ${done.imported} 辆车${done.refused ? `，拒绝 ${done.refused} 行` : ''}`}
            action={<MenuLink to="/production/vehicle-list">查看车辆列表</MenuLink>}
          />
        ) : null}
      </Card>
      <ListPage<ImportRecord>
        title="导入记录"
        exportName={false}
        rowKey="id"
        columns={importColumns}
        source={queryDef(productionKeys.imports, productionApi.imports)}
        emptyText="暂无导入记录"
        rowActionsWidth={110}
        rowActions={(r) => (
          <Button
            type="link"
            size="small"
            disabled={!r.problems.length}
            onClick={() => void downloadXlsx(reportName(r.fileName), reportSheets(r.problems))}
          >
            下载报告
          </Button>
        )}
      />
      <Card size="small" title="导出出厂车辆" extra={<XlsxExportButton query={{ page: 1, pageSize: 500 }} />}>
        <Typography.Text type="secondary">
          导出全部出厂车辆为 Excel；按条件导出请在{' '}
          <MenuLink to="/production/vehicle-list" plain>
            车辆列表
          </MenuLink>{' '}
          中筛选后导出。
        </Typography.Text>
      </Card>
    </Space>
  );
}
