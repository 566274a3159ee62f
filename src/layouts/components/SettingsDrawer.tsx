import { CheckOutlined, CopyOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Radio, Space, Switch, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useId, type CSSProperties, type ReactNode } from 'react';
import {
  effectiveSettings,
  pickDisplay,
  THEME_COLORS,
  useDisplay,
  type DisplaySettings,
} from '@/shared/config/display';
import { demoData } from '@/shared/config/demoData';
import { toast } from '@/shared/http/notify';
import { contrastNote } from '@/shared/utils/contrast';

// only while the embedded backend runs: not in the shell's bundle
const DemoDataReset = lazy(() => import('./DemoDataReset'));

/** Screens and routes: the drawer only previews settings; production reads the config file. */
export const DEV_PREVIEW_NOTICE = '配置栏只在开发环境用于预览，生产环境不会展现，请拷贝后手动修改配置文件';

const swatchBase: CSSProperties = {
  position: 'relative',
  width: 48,
  height: 40,
  padding: 0,
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  overflow: 'hidden',
  cursor: 'pointer',
  background: '#f0f2f5',
  boxShadow: '0 1px 2.5px 0 rgba(0,0,0,0.18)',
};

const checkStyle: CSSProperties = {
  position: 'absolute',
  right: 4,
  bottom: 2,
  fontSize: 14,
};

/** A block showing a miniature shell: `side` = sidebar + header, `top` = header only. */
function LayoutSwatch({
  label,
  selected,
  sider,
  siderColor,
  headerColor,
  onClick,
}: {
  label: string;
  selected: boolean;
  sider: boolean;
  siderColor: string;
  headerColor: string;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <button type="button" aria-label={label} aria-pressed={selected} onClick={onClick} style={swatchBase}>
        <span
          aria-hidden
          style={{ position: 'absolute', top: 0, left: 0, right: 0, height: '25%', background: headerColor }}
        />
        {sider ? (
          <span
            aria-hidden
            style={{ position: 'absolute', top: 0, left: 0, bottom: 0, width: '33%', background: siderColor }}
          />
        ) : null}
        {selected ? <CheckOutlined aria-hidden style={{ ...checkStyle, color: '#1677ff' }} /> : null}
      </button>
    </Tooltip>
  );
}

/** One labelled row; a disabled row explains why in a tooltip (and to assistive tech). */
function Row({
  label,
  reason,
  children,
}: {
  label: string;
  reason?: string;
  children: (labelId: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const reasonId = reason ? `${id}-reason` : undefined;
  const row = (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 0' }}>
      <span id={labelId} style={reason ? { color: 'rgba(0,0,0,0.25)' } : undefined}>
        {label}
      </span>
      {children(labelId, reasonId)}
      {reason ? (
        <span id={reasonId} hidden>
          {reason}
        </span>
      ) : null}
    </div>
  );
  // Always wrapped, so the row (and its control) is not remounted when the reason comes and goes.
  return (
    <Tooltip title={reason} placement="left">
      {row}
    </Tooltip>
  );
}

/** A row with a switch; a row given a reason is disabled and says why. */
function SwitchRow({
  label,
  reason,
  checked,
  onChange,
}: {
  label: string;
  reason?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Row label={label} reason={reason}>
      {(labelId, describedBy) => (
        <Switch
          size="small"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          disabled={reason !== undefined}
          checked={checked}
          onChange={onChange}
        />
      )}
    </Row>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <Typography.Title id={id} level={5} style={{ marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

export async function copySettings(settings: DisplaySettings): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(JSON.stringify(pickDisplay(settings), null, 2));
    toast('success', '复制完毕');
    return true;
  } catch {
    toast('error', '复制失败');
    return false;
  }
}

/**
 * The settings drawer (screens and routes): menu theme, eight theme colours, navigation mode,
 * content width, fixed header, hide header on scroll, fixed sidebar, colour-weak mode,
 * multi-tab mode, client branding; copy and reset. Changes apply live and are persisted
 * (`useDisplay`). Controls show the effective value of dependent settings and are
 * disabled, with the reason, when their dependency is not met.
 */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const display = useDisplay();
  const eff = effectiveSettings(display);
  // Error catalogue: a theme the browser cannot keep is applied for now and said so
  const set = (partial: Partial<DisplaySettings>) => {
    if (!display.set(partial)) toast('error', 'Failed to update theme');
  };
  const top = display.layout === 'top';
  // only while the embedded backend runs (src/main.tsx registers it)
  const demo = demoData();

  return (
    <Drawer title="界面设置" open={open} onClose={onClose} size={320} placement="right">
      <Section title="整体风格设置">
        <Space size={16} role="group" aria-label="菜单主题">
          <LayoutSwatch
            label="暗色菜单"
            selected={display.navTheme === 'dark'}
            sider
            siderColor="#001529"
            headerColor="#fff"
            onClick={() => set({ navTheme: 'dark' })}
          />
          <LayoutSwatch
            label="亮色菜单"
            selected={display.navTheme === 'light'}
            sider
            siderColor="#fff"
            headerColor="#fff"
            onClick={() => set({ navTheme: 'light' })}
          />
        </Space>
      </Section>

      <Section title="主题色">
        <Space size={8} wrap role="group" aria-label="主题色">
          <Tooltip title="跟随系统配置的主题色">
            <Button
              size="small"
              aria-label="跟随系统"
              aria-pressed={display.primaryColor === ''}
              type={display.primaryColor === '' ? 'primary' : 'default'}
              onClick={() => set({ primaryColor: '' })}
            >
              跟随系统
            </Button>
          </Tooltip>
          {THEME_COLORS.map(({ name, color }) => {
            const selected = display.primaryColor.toLowerCase() === color;
            return (
              <Tooltip key={color} title={`${name}${contrastNote(color)}`}>
                <button
                  type="button"
                  aria-label={name}
                  aria-pressed={selected}
                  onClick={() => set({ primaryColor: color })}
                  style={{
                    width: 22,
                    height: 22,
                    padding: 0,
                    border: 'none',
                    borderRadius: 4,
                    cursor: 'pointer',
                    background: color,
                    color: '#fff',
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {selected ? <CheckOutlined aria-hidden /> : null}
                </button>
              </Tooltip>
            );
          })}
        </Space>
      </Section>

      <Section title="导航模式">
        <Space size={16} role="group" aria-label="导航模式">
          <LayoutSwatch
            label="侧边菜单"
            selected={!top}
            sider
            siderColor={display.navTheme === 'dark' ? '#001529' : '#fff'}
            headerColor="#fff"
            onClick={() => set({ layout: 'side' })}
          />
          <LayoutSwatch
            label="顶部菜单"
            selected={top}
            sider={false}
            siderColor="#fff"
            headerColor={display.navTheme === 'dark' ? '#001529' : '#fff'}
            onClick={() => set({ layout: 'top' })}
          />
        </Space>

        <div style={{ marginTop: 12 }}>
          <Row label="内容区域宽度" reason={top ? undefined : '该设置仅在顶部菜单模式下有效'}>
            {(labelId, describedBy) => (
              <Radio.Group
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                optionType="button"
                size="small"
                disabled={!top}
                value={eff.contentWidth}
                onChange={(e) => set({ contentWidth: e.target.value as DisplaySettings['contentWidth'] })}
                options={[
                  { label: '定宽', value: 'fixed' },
                  { label: '流式', value: 'fluid' },
                ]}
              />
            )}
          </Row>
          <SwitchRow label="固定 Header" checked={eff.fixedHeader} onChange={(v) => set({ fixedHeader: v })} />
          <SwitchRow
            label="下滑时隐藏 Header"
            reason={display.fixedHeader ? undefined : '固定 Header 时才可配置'}
            checked={eff.autoHideHeader}
            onChange={(v) => set({ autoHideHeader: v })}
          />
          <SwitchRow
            label="固定侧边菜单"
            reason={top ? '顶部菜单模式下没有侧边菜单' : undefined}
            checked={eff.fixSiderbar}
            onChange={(v) => set({ fixSiderbar: v })}
          />
        </div>
      </Section>

      <Section title="其他设置">
        <SwitchRow label="色弱模式" checked={display.colorWeak} onChange={(v) => set({ colorWeak: v })} />
        <SwitchRow label="多页签模式" checked={display.multiTab} onChange={(v) => set({ multiTab: v })} />
        <SwitchRow label="显示客户品牌" checked={!display.whiteLabel} onChange={(v) => set({ whiteLabel: !v })} />
      </Section>

      {demo ? (
        <Section title="演示数据">
          <Suspense fallback={null}>
            <DemoDataReset data={demo} />
          </Suspense>
        </Section>
      ) : null}

      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space>
          <Button aria-label="拷贝设置" icon={<CopyOutlined aria-hidden />} onClick={() => void copySettings(display)}>
            拷贝设置
          </Button>
          <Button aria-label="恢复默认" icon={<UndoOutlined aria-hidden />} onClick={() => display.reset()}>
            恢复默认
          </Button>
        </Space>
        <Alert type="warning" showIcon title={DEV_PREVIEW_NOTICE} />
      </Space>
    </Drawer>
  );
}
