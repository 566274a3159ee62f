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

const HEX = /^#[0-9a-fA-F]{6}$/;
const URL_OR_PATH = /^(https?:\/\/|\.?\/)\S+$/;
const HTTP_URL = /^https?:\/\/\S+$/;

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
            <Form.Item {...text('webTitle', '平台名称', 20)} extra="显示在侧边栏、登录页和浏览器标题">
              <Input aria-label="平台名称" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...text('appTitle', 'App 名称', 20)}>
              <Input aria-label="App 名称" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              {...text('webImg', 'Logo 地址', 200)}
              rules={[
                ...text('webImg', 'Logo 地址', 200).rules,
                { pattern: URL_OR_PATH, message: 'Logo 地址须为 http(s) 地址或站内路径' },
              ]}
            >
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
                <Form.Item
                  noStyle
                  name="themeColor"
                  rules={[
                    { required: true, message: '请输入主题色' },
                    { pattern: HEX, message: '主题色须为 #RRGGBB 格式' },
                  ]}
                >
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
            <Form.Item {...text('company', '公司名称', 40)}>
              <Input aria-label="公司名称" maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="hotline"
              label="客服热线"
              rules={[{ pattern: /^[\d-]{5,20}$/, message: '客服热线只能包含数字和 -' }]}
            >
              <Input aria-label="客服热线" maxLength={20} placeholder="400-800-1234" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="chatUrl"
              label="在线客服地址"
              rules={[{ pattern: HTTP_URL, message: '客服地址须为 http(s) 地址' }]}
            >
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
  const shown = colour && HEX.test(colour) ? colour : 'transparent';
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
  const note = color && HEX.test(color) ? contrastNote(color) : '';
  return note ? <Typography.Text type="warning">{`将按所选颜色应用${note}`}</Typography.Text> : null;
}
