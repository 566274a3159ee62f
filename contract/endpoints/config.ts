import { read, type Rows } from '@contract/endpoint';
import type { Fence } from '@contract/fences';
import type { SiteSettings } from '@contract/config';

/** Operations configuration reads: fault types, notices and messages, site settings. */
export const CONFIG_READS = {
  fault: read('/platform/config/fault', ['0501']),
  notice: read('/platform/config/notice', ['0506']),
  message: read('/platform/config/message', ['0506']),
  siteSettings: read<SiteSettings>('/platform/site/setting', ['0502']),
  /** one kind's fences: the handler demands the code of `kind` (0503 service areas, 0504 parking, 0505 no-stop, 0908 maintenance areas) */
  fencePage: read<Rows<Fence>>('/platform/fence/page', ['0503', '0504', '0505', '0908']),
} as const;
