import { Alert, Button } from 'antd';
import { useState } from 'react';
import { DEVICE_MSG, type DeviceRequestInput } from '@contract/devices';
import { authApi } from '../api';
import { deviceCode, deviceName } from '../signIn';

/**
 * A sign-in refused at device verification (loaded only then): this browser asks an
 * administrator for authorization (POST /mieba/v2/platform/opman/device/permission);
 * once it is authorized (权限管理 › 设备授权) the same sign-in goes through.
 */
export default function DeviceRequest({ phone }: { phone: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string>();
  const name = deviceName();

  const request = async () => {
    setState('sending');
    setError(undefined);
    try {
      const body: DeviceRequestInput = {
        device_type: 1,
        mobilePhoneNumber: phone,
        device_code: deviceCode(),
        device_name: name,
      };
      await authApi.requestDevice(body);
      setState('sent');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setState('idle');
    }
  };

  if (state === 'sent') {
    return (
      <Alert
        type="success"
        showIcon
        title={DEVICE_MSG.requested}
        description="管理员授权后，用同一浏览器重新登录即可。"
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title="当前设备未授权"
      description={error ?? `可向管理员申请授权本设备（${name}）登录后台。`}
      action={
        <Button size="small" type="primary" loading={state === 'sending'} onClick={() => void request()}>
          申请设备授权
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
