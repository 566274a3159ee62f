/**
 * Notice templates (0506): the variables a template may use and the sample values
 * of its preview; shared by the template screen and the embedded backend's checks.
 */
import { isKeyOf } from './validators';
export const TEMPLATE_VARIABLES = {
  phone: { label: '手机号', sample: '138****8000' },
  name: { label: '用户姓名', sample: '张三' },
  orderId: { label: '订单号', sample: 'D202611230001' },
  vehicleNo: { label: '车辆编号', sample: '10086001' },
  amount: { label: '金额（元）', sample: '3.50' },
  code: { label: '验证码', sample: '123456' },
  time: { label: '时间', sample: '2026-11-23 10:30' },
  area: { label: '服务区', sample: '西湖服务区' },
} as const;

export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

const VAR = /\{([^{}]*)\}/g;

/** Names inside `{…}` that are not template variables, in order of first use. */
export function unknownVariables(content: string): string[] {
  const names = Array.from(content.matchAll(VAR), (m) => m[1]);
  return [...new Set(names.filter((n) => !isKeyOf(TEMPLATE_VARIABLES, n)))];
}

/** The text a rider would receive, with the sample value of each known variable. */
export function previewTemplate(content: string): string {
  return content.replace(VAR, (whole, n: string) =>
    isKeyOf(TEMPLATE_VARIABLES, n) ? TEMPLATE_VARIABLES[n].sample : whole,
  );
}
