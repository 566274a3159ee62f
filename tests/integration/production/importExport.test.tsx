/**
 * /production/import-export (06): the template downloads with its header, example row
 * and notes; a file without the template's header, one that is not a spreadsheet, an
 * empty one and one over 10 MB are refused with their own message and nothing is sent;
 * a file with bad rows lists them (row, column, reason) and imports the valid ones with
 * the import in the history; a row the browser accepted but the backend refuses (IMEI
 * already in the fleet) imports nothing until confirmed again; the history's report
 * downloads as .xlsx.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ImportExportPage from '@/features/production/pages/ImportExportPage';
import { factoryIndex, getFactoryVehicles, getImports } from '@mocks/db/factoryVehicles';
import { getFleet } from '@mocks/db/fleet';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, rowKeys, waitForRows } from '../harness/queries';
import { catchDownloads, readXlsx, xlsxFile } from './xlsx';

setupBackend();

const PAGE = '/production/import-export';
const HEADER = 'IMEI,车架号,车型,批次,车辆编号,服务区';
const csv = (name: string, lines: string[]) =>
  new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
const drop = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

async function openPage() {
  await signInAs();
  const seen = captureRequests('/platform/production/import');
  const r = renderPage(ImportExportPage, PAGE);
  await screen.findByText('点击或拖拽 .xlsx / .csv 文件到此处');
  return { ...r, seen };
}

describe(PAGE, SLOW, () => {
  it('the template has the header, an example row and a notes sheet', async () => {
    const files = catchDownloads();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 20000 });
    expect(files[0].name).toBe('出厂车辆导入模板.xlsx');
    const book = await readXlsx(files[0].blob);
    expect(Object.keys(book)).toEqual(['出厂车辆', '填写说明']);
    expect(book['出厂车辆'][0]).toEqual(HEADER.split(','));
    expect(book['出厂车辆'][1][0]).toMatch(/^\d{15}$/);
    expect(book['填写说明'].map((r) => r[0])).toContain('IMEI');
  });

  it('whole-file refusals each say why and send nothing', async () => {
    const { seen } = await openPage();
    drop(csv('wrong.csv', ['IMEI,车架号,型号,批次', '864410000099999,XQ202699999,XQ-E5 标准版,2026-11-A']));
    expect(await screen.findByText(/wrong\.csv：表头与模板不一致，未导入/)).toBeInTheDocument();
    drop(new File(['hello, not a zip'], 'fake.xlsx'));
    expect(await screen.findByText('fake.xlsx：文件不是 Excel（.xlsx）或 CSV 表格，未导入')).toBeInTheDocument();
    drop(csv('blank.csv', ['', ' , ']));
    expect(await screen.findByText('blank.csv：表格为空，未导入')).toBeInTheDocument();
    drop(csv('header-only.csv', [HEADER]));
    expect(await screen.findByText('header-only.csv：表格为空，未导入')).toBeInTheDocument();
    const big = csv('big.csv', [HEADER]);
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    drop(big);
    expect(await screen.findByText('big.csv：文件超过 10 MB，未导入')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导入有效的/ })).not.toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('lists the refused rows by row, column and reason and imports the valid ones', async () => {
    const before = getFactoryVehicles().length;
    const { user, seen } = await openPage();
    const file = await xlsxFile('11月批次.xlsx', [
      HEADER.split(','),
      ['861000000000001', 'XQ301000001', 'XQ-E5 标准版', '2026-11-A', '8700001', '西湖服务区'],
      ['12345', 'XQ301000002', 'XQ-E5 标准版', '2026-11-A', '', ''],
      ['861000000000003', 'XQ301000003', 'XQ-E9 未知版', '2026-11-A', '', ''],
      ['861000000000001', 'XQ301000004', 'XQ-E5 标准版', '2026-11-A', '', ''],
      ['861000000000005', 'XQ301000005', 'XQ-E3 青春版', '2026-11-A', '', '火星服务区'],
      ['861000000000006', 'XQ301000006', 'XQ-E7 长续航版', '2026-11-A', '', ''],
    ]);
    drop(file);
    expect(await screen.findByText('11月批次.xlsx：共 6 行，有效 2 行，拒绝 4 行')).toBeInTheDocument();
    const report = document.querySelector<HTMLElement>('.production-report')!;
    const lines = Array.from(report.querySelectorAll('tbody tr')).map((tr) =>
      Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
    );
    expect(lines).toEqual([
      ['3', 'IMEI', 'IMEI 须为 15 位数字'],
      ['4', '车型', '未知车型「XQ-E9 未知版」'],
      ['5', 'IMEI', 'IMEI 在文件中重复'],
      ['6', '服务区', '未知服务区「火星服务区」'],
    ]);
    await user.click(screen.getByRole('button', { name: '导入有效的 2 行' }));
    expect(await screen.findByText('11月批次.xlsx：已导入 2 辆车，拒绝 4 行')).toBeInTheDocument();
    expect(getFactoryVehicles()).toHaveLength(before + 2);
    expect(factoryIndex().get('861000000000001')).toMatchObject({
      vehicleNo: '8700001',
      serviceAreaId: 'SA001',
      batch: '2026-11-A',
    });
    expect(seen.map((r) => r.path.split('/').at(-1))).toEqual(expect.arrayContaining(['stage', 'commit']));
    await waitFor(() => expect(rowKeys()).toEqual(['IM0001']));
    expect(
      within(document.querySelector<HTMLElement>('tr[data-row-key="IM0001"]')!).getByText('11月批次.xlsx'),
    ).toBeInTheDocument();
  });

  it('a row the backend refuses after the browser accepted it imports nothing until confirmed again', async () => {
    const fleetVehicle = getFleet()[500];
    const before = getFactoryVehicles().length;
    const files = catchDownloads();
    const { user } = await openPage();
    drop(
      csv('fleet.csv', [
        HEADER,
        `${fleetVehicle.imei},XQ301000011,XQ-E5 标准版,2026-11-B,,`,
        '861000000000012,XQ301000012,XQ-E5 标准版,2026-11-B,8600002,',
        '861000000000013,XQ301000013,XQ-E5 标准版,2026-11-B,,',
      ]),
    );
    expect(await screen.findByText('fleet.csv：共 3 行，有效 3 行，拒绝 0 行')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导入有效的 3 行' }));
    expect(
      await screen.findByText('服务器校验又拒绝了 2 行（见报告），未导入任何数据；可再次确认导入其余有效行。'),
    ).toBeInTheDocument();
    expect(screen.getByText('fleet.csv：共 3 行，有效 1 行，拒绝 2 行')).toBeInTheDocument();
    expect(screen.getByText('IMEI 已存在于车辆库')).toBeInTheDocument();
    expect(screen.getByText('车辆编号已被占用')).toBeInTheDocument();
    expect(getFactoryVehicles()).toHaveLength(before);
    expect(getImports()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '导入有效的 1 行' }));
    expect(await screen.findByText('fleet.csv：已导入 1 辆车，拒绝 2 行')).toBeInTheDocument();
    expect(getFactoryVehicles()).toHaveLength(before + 1);
    await waitForRows(1);
    await user.click(screen.getByRole('button', { name: btn('下载报告') }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 20000 });
    expect(files[0].name).toBe('校验报告-fleet.xlsx');
    expect((await readXlsx(files[0].blob))['校验报告']).toEqual([
      ['行号', '列', '原因'],
      ['2', 'IMEI', 'IMEI 已存在于车辆库'],
      ['3', '车辆编号', '车辆编号已被占用'],
    ]);
  });

  it('全部不导入 drops the checked file and sends nothing', async () => {
    const { user, seen } = await openPage();
    drop(csv('keep.csv', [HEADER, '861000000000021,XQ301000021,XQ-E5 标准版,2026-11-C,,']));
    expect(await screen.findByText('keep.csv：共 1 行，有效 1 行，拒绝 0 行')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('全部不导入') }));
    expect(screen.queryByText(/keep\.csv：/)).not.toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
    expect(factoryIndex().has('861000000000021')).toBe(false);
  });
});
