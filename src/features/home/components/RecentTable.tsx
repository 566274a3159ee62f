import { Empty, theme } from 'antd';
import type { CSSProperties } from 'react';
import { dateTime } from '@/shared/utils/format';
import type { OperatorLogRow } from '@contract/logs';

const COLUMNS: ReadonlyArray<{ title: string; width?: number; cell(r: OperatorLogRow): string }> = [
  { title: '时间', width: 180, cell: (r) => dateTime(r.at) },
  { title: '操作', width: 160, cell: (r) => r.action },
  { title: '对象', cell: (r) => r.target },
  { title: 'IP', width: 150, cell: (r) => r.ip },
];

/**
 * The home page's last operations, drawn like antd's small Table (header band, row lines,
 * the object cut with an ellipsis, scrolling sideways under 640 px) as a plain table: the
 * home is the first page after sign-in, and antd's Table would bring its filters, sorter,
 * pagination and virtual list (~60 KB gzip) into that first load for ten rows.
 */
export default function RecentTable({ rows, loading }: { rows: OperatorLogRow[]; loading: boolean }) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'left',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };
  const head: CSSProperties = {
    ...cell,
    background: token.colorFillAlter,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        style={{
          width: '100%',
          minWidth: 640,
          tableLayout: 'fixed',
          borderCollapse: 'collapse',
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
        aria-busy={loading}
      >
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c.title} style={c.width ? { width: c.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.title} scope="col" style={head}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {COLUMNS.map((c) => {
                const text = c.cell(r);
                return (
                  <td key={c.title} style={cell} title={text}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length ? null : loading ? (
        <div role="status" style={{ padding: token.padding, textAlign: 'center', color: token.colorTextDescription }}>
          正在读取最近操作…
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无操作记录" />
      )}
    </div>
  );
}
