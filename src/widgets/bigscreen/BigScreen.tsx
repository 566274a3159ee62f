import { ExportOutlined, FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Spin, theme } from 'antd';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { keysOf } from '@/shared/query/keys';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useScope } from '@/shared/scope/store';
import AreaPicker from './AreaPicker';
import { StandaloneScreen } from './frame';
import { DESIGN_HEIGHT, DESIGN_WIDTH, useFullscreen, useNow, useStageScale } from './hooks';
import './bigscreen.css';
import { now as clockNow } from '@/shared/utils/clock';
import { zoned } from '@/shared/utils/zone';
import LoadFailed from '@/shared/ui/LoadFailed';

/** A wall screen's figures sum up the world: refreshed with the reports. */
const bigScreenKey = keysOf('reports', ['bigScreen']).bigScreen;

/** Page building blocks: big screens refresh themselves every 30 s. */
export const REFRESH_MS = 30000;
/** After a failed refresh the screen asks again sooner than the next refresh. */
export const RETRY_MS = 10000;

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** The control room's clock: the service areas' time (UTC+8), whatever zone the wall screen's browser is in. */
function Clock() {
  const d = zoned(useNow());
  return (
    <div className="bs-clock" aria-label="当前时间">
      <strong>{d.format('HH:mm:ss')}</strong>
      <span>
        {d.format('YYYY-MM-DD')} 星期{WEEKDAYS[d.day()]}
      </span>
    </div>
  );
}

export interface BigScreenProps<T> {
  title: string;
  /**
   * the screen's one request, for the big screens' own area selection (undefined = all);
   * it runs again every 30 s and whenever the selection changes
   */
  load: (areaIds: string[] | undefined, signal: AbortSignal) => Promise<T>;
  children: (data: T) => ReactNode;
  refreshMs?: number;
}

/**
 * The wall-monitor block (page building blocks): a dark 1920×1080 design scaled with a CSS
 * transform to the shell's content area, or to the window when opened standalone or 全屏, a header with the clock, the time of the last update, the big
 * screens' own area selection, refresh and full screen, and one request refreshed every 30 s. The figures stay on screen
 * while the next ones load; a failed refresh keeps them, marked stale in the header with
 * 重试, and asks again after 10 s.
 */
export default function BigScreen<T>({ title, load, children, refreshMs = REFRESH_MS }: BigScreenProps<T>) {
  const standalone = useContext(StandaloneScreen);
  const { pathname } = useLocation();
  const viewport = useRef<HTMLDivElement>(null);
  const stage = useStageScale(viewport);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const areaIds = useScope((s) => s.bigScreenAreaIds);
  const { data, error, loading, refreshedAt, reload } = useServerQuery({
    key: [...bigScreenKey, title, areaIds ?? null],
    fetch: (signal) => load(areaIds, signal),
    refreshMs,
    silent: true,
  });
  /** a refresh failed: the last figures stay, marked in the header */
  const stale = !!error && !!data;

  useEffect(() => {
    if (!error) return undefined;
    const id = setTimeout(reload, RETRY_MS);
    return () => clearTimeout(id);
  }, [error, reload]);

  // A wall screen whose tab was hidden catches up as soon as it is shown again.
  const last = useRef(refreshedAt);
  useEffect(() => {
    last.current = refreshedAt;
  }, [refreshedAt]);
  useEffect(() => {
    const onVisible = () => {
      if (!document.hidden && last.current && clockNow() - last.current >= refreshMs) reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshMs, reload]);

  return (
    <ConfigProvider
      theme={{ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#2f8cff', colorBgContainer: '#0c1f3d' } }}
    >
      <div
        ref={viewport}
        className={standalone || fullscreen ? 'bs-viewport bs-viewport--window' : 'bs-viewport bs-viewport--content'}
      >
        <div
          className="bs-stage"
          data-testid="bigscreen-stage"
          style={{
            width: DESIGN_WIDTH,
            height: DESIGN_HEIGHT,
            transform: `scale(${stage.scale})`,
            left: stage.left,
            top: stage.top,
          }}
        >
          <header className="bs-header">
            <Clock />
            <h1 className="bs-title">{title}</h1>
            <div className="bs-tools">
              <div className="bs-updated" aria-live="polite">
                <span>
                  {refreshedAt
                    ? `数据更新于 ${zoned(refreshedAt).format('HH:mm:ss')}`
                    : error
                      ? '暂无数据'
                      : '正在加载数据…'}
                </span>
                {stale ? (
                  <Alert className="bs-stale" type="error" showIcon title={`刷新失败：${error}，稍后自动重试`} />
                ) : (
                  <em>每 {Math.round(refreshMs / 1000)} 秒自动刷新</em>
                )}
              </div>
              {stale ? (
                <Button size="small" danger onClick={reload}>
                  重试
                </Button>
              ) : null}
              <AreaPicker />
              <Button
                size="small"
                icon={<ReloadOutlined spin={loading && !!data} />}
                onClick={reload}
                aria-label="刷新"
              >
                刷新
              </Button>
              {standalone ? null : (
                // the address a control room's monitor keeps open: this screen alone, without the console
                <Button
                  size="small"
                  icon={<ExportOutlined />}
                  href={`#${pathname}?standalone=1`}
                  target="_blank"
                  rel="noopener"
                >
                  独立窗口
                </Button>
              )}
              <Button
                size="small"
                icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={toggleFullscreen}
              >
                {fullscreen ? '退出全屏' : '全屏'}
              </Button>
            </div>
          </header>
          <div className="bs-body">
            {data ? (
              children(data)
            ) : error ? (
              <div className="bs-center">
                <LoadFailed error={`${error}，稍后自动重试`} onRetry={reload} />
              </div>
            ) : (
              <div className="bs-center" role="status">
                <Spin size="large" description="加载中…">
                  <div style={{ width: 200, height: 120 }} />
                </Spin>
              </div>
            )}
          </div>
        </div>
      </div>
    </ConfigProvider>
  );
}
