import { editOf } from '@/shared/ui/editVersion';
import { Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { marketingApi } from '../api';
import { AreaItem } from '../areas';
import { adColumns } from '../columns';
import { HTTPS, ImageItem, SortItem } from '../fields';
import { adFilters } from '../filters';
import { Pair } from '../money';
import { fromPeriod, PeriodItem, toPeriod } from '../period';
import { AD_POSITION, type Ad, type AdInput } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';
import { TEXT_LIMITS } from '@contract/validators';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import TextItem from '@/shared/ui/TextItem';
import { RECORD_NOUN } from '@contract/labels/records';

type Values = Omit<AdInput, 'id' | 'startDate' | 'endDate'> & { period: [Dayjs, Dayjs] };

/**
 * /marketing/ad-config (17): the riders' app banners (position, image, link, areas,
 * period, order); search by title, position and state; add or edit; enable /
 * disable after confirming.
 */
export default function AdConfigPage() {
  const areas = useServiceAreas();

  return (
    <CrudListPage<Ad, Values>
      title="广告配置"
      rowKey="id"
      columns={adColumns}
      source={queryDef(marketingKeys.ads, marketingApi.ads)}
      filters={adFilters}
      noun={RECORD_NOUN.ad}
      add={MARKETING_WRITES.adCreate}
      actions={(r) => ({
        code: [MARKETING_WRITES.adUpdate, MARKETING_WRITES.adState],
        toggle: {
          name: r.title,
          state: r.state,
          note: '停用后用户将看不到这条广告。',
          run: (state) => marketingApi.setAdState(r.id, state),
        },
      })}
      modalWidth={620}
      values={(row) =>
        row
          ? {
              title: row.title,
              position: row.position,
              image: row.image,
              link: row.link,
              serviceAreaIds: row.serviceAreaIds,
              period: fromPeriod(row),
              sort: row.sort,
            }
          : { sort: 10, link: '' }
      }
      save={({ period, ...v }, row) =>
        marketingApi.saveAd({
          ...editOf(row),
          ...v,
          title: v.title.trim(),
          image: v.image.trim(),
          link: (v.link ?? '').trim(),
          ...toPeriod(period),
        })
      }
    >
      <TextItem name="title" label="广告标题" limit={TEXT_LIMITS.adTitle} />
      <Pair>
        <Form.Item name="position" label="位置" rules={[{ required: true, message: '请选择广告位置' }]}>
          <Select
            aria-label="位置"
            placeholder="选择位置"
            options={Object.entries(AD_POSITION).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <SortItem />
      </Pair>
      <ImageItem />
      <Form.Item
        name="link"
        label="跳转链接"
        extra="可不填"
        rules={[{ pattern: HTTPS, message: '跳转链接须以 https:// 开头' }]}
      >
        <Input aria-label="跳转链接" placeholder="https://" />
      </Form.Item>
      <PeriodItem name="period" label="投放时间" />
      <AreaItem name="serviceAreaIds" areas={areas} multiple />
    </CrudListPage>
  );
}
