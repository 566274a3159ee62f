import { App, Col, Form, Input, Row, Space, Typography, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useServerQuery } from '@/shared/query/useServerQuery';
import FormPage from '@/shared/ui/FormPage';
import { useSaveForm } from '@/shared/ui/useSaveForm';
import { contrastNote } from '@/shared/utils/contrast';
import { configApi } from '../api';
import { applyToShell } from '../siteBranding';
import type { SiteSettings } from '@contract/config';
import { CONFIG_WRITES } from '@contract/actions';
import { configKeys } from '../keys';
import { SITE_INPUT } from '@contract/inputMessages';
import { rulesOf } from '@/shared/ui/fieldRules';

/** A setting's rules, the ones the backend's input schema checks (SITE_INPUT). */
const setting = (name: keyof typeof SITE_INPUT, label: string) => ({ name, label, rules: rulesOf(SITE_INPUT[name]) });

/** The filing numbers' rules (the form's own). */
const text = (name: keyof SiteSettings, label: string, max: number, required = true) => ({
  name,
  label,
  rules: [
    ...(required ? [{ required: true, whitespace: true, message: `请输入${label}` }] : []),
    { max, message: `${label}不能超过 ${max} 个字` },
  ],
});

/**
 * /backend/system-config (0502): the site config (platform and app names, logo,
 * theme colour, company, hotline, chat address, filing numbers). Saving it
 * re-brands the console at once; a refused save keeps what was entered.
 */
export default function SystemConfigPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<SiteSettings>();
  const { data, error, reload } = useServerQuery({
    key: configKeys.settings,
    fetch: (signal) => configApi.settings(signal),
  });
  // the version the next save is made on: the loaded settings', then each save's or reload's
  const [version, setVersion] = useState<string>();
  const edited = version ?? data?.updatedAt;
  const save = useCallback(
    async (v: SiteSettings) => {
      const trimmed = Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : '']),
      ) as unknown as SiteSettings;
      const saved = await configApi.saveSettings({ ...trimmed, updatedAt: edited ?? '' });
      setVersion(saved.updatedAt);
      applyToShell(saved);
      form.setFieldsValue(saved);
      void message.success('系统配置已保存');
    },
    [form, message, edited],
  );
  const {
    submit,
    saving,
    error: saveError,
    reload: reloadLatest,
  } = useSaveForm(form, save, {
    onReload: (current: SiteSettings) => {
      setVersion(current.updatedAt);
      return current;
    },
  });

  return (
    <FormPage
      title="系统配置"
      loading={!data}
      loadError={error}
      onRetry={reload}
      error={saveError}
      reload={reloadLatest}
      saving={saving}
      submit={submit}
      cancel={() => form.resetFields()}
      cancelText="重置"
      code={CONFIG_WRITES.siteSetting}
    >
      <Form<SiteSettings> form={form} layout="vertical" initialValues={data} style={{ maxWidth: 880 }}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item {...setting('webTitle', '平台名称')} extra="显示在侧边栏、登录页和浏览器标题">
              <Input aria-label="平台名称" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...setting('appTitle', 'App 名称')}>
              <Input aria-label="App 名称" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...setting('webImg', 'Logo 地址')}>
              <Input aria-label="Logo 地址" maxLength={200} placeholder="https://… 或 ./logo.svg" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Logo 预览" shouldUpdate={(a, b) => a.webImg !== b.webImg}>
              {() => (
                <img
                  src={(form.getFieldValue('webImg') as string) || undefined}
                  alt="Logo 预览"
                  width={40}
                  height={40}
                  style={{ objectFit: 'contain' }}
                />
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="主题色" required extra={<ContrastWarning form={form} />}>
              <Space.Compact block>
                <Form.Item noStyle name="themeColor" rules={rulesOf(SITE_INPUT.themeColor)}>
                  <Input aria-label="主题色" maxLength={7} />
                </Form.Item>
                <Space.Addon>
                  <Form.Item noStyle shouldUpdate={(a, b) => a.themeColor !== b.themeColor}>
                    {() => <Swatch colour={form.getFieldValue('themeColor') as string} />}
                  </Form.Item>
                </Space.Addon>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...setting('company', '公司名称')}>
              <Input aria-label="公司名称" maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="hotline" label="客服热线" rules={rulesOf(SITE_INPUT.hotline)}>
              <Input aria-label="客服热线" maxLength={20} placeholder="400-800-1234" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="chatUrl" label="在线客服地址" rules={rulesOf(SITE_INPUT.chatUrl)}>
              <Input aria-label="在线客服地址" maxLength={200} placeholder="https://…" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...text('icp', 'ICP 备案号', 40, false)}>
              <Input aria-label="ICP 备案号" maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...text('police', '公安备案号', 40, false)}>
              <Input aria-label="公安备案号" maxLength={40} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormPage>
  );
}

/** Warns (without changing it) when the typed colour is hard to read on white or under white text. */
/** The picked colour beside its field (nothing while the value is not #RRGGBB). */
function Swatch({ colour }: { colour: string | undefined }) {
  const shown = colour && SITE_INPUT.themeColor.pattern.regex.test(colour) ? colour : 'transparent';
  return (
    <span
      style={{
        display: 'inline-block',
        width: 16,
        height: 16,
        borderRadius: 3,
        verticalAlign: 'middle',
        background: shown,
      }}
    />
  );
}

function ContrastWarning({ form }: { form: FormInstance }) {
  const color = Form.useWatch<string | undefined>('themeColor', form);
  const note = color && SITE_INPUT.themeColor.pattern.regex.test(color) ? contrastNote(color) : '';
  return note ? <Typography.Text type="warning">{`将按所选颜色应用${note}`}</Typography.Text> : null;
}
