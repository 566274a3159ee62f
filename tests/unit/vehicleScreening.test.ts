import { describe, expect, it } from 'vitest';
import {
  conditionsFromParams,
  DEFAULT_CONDITIONS,
  describeScreening,
  hasConditions,
  screeningParams,
  validateScreening,
  type ScreeningConditions,
} from '@/features/vehicles/model/screening';

const c = (p: Partial<ScreeningConditions>): ScreeningConditions => ({ ...DEFAULT_CONDITIONS, ...p });

describe('vehicle screening: conditions → request', () => {
  it('sends only the conditions that are on, numbers as text and flags as "true"', () => {
    expect(screeningParams(DEFAULT_CONDITIONS)).toEqual({});
    expect(screeningParams(c({ idleOn: true, idleHours: 72 }))).toEqual({ idleHours: '72' });
    expect(screeningParams(c({ batteryOn: true, batteryBelow: 15 }))).toEqual({ batteryBelow: '15' });
    expect(screeningParams(c({ noRideOn: true, noRideDays: 5 }))).toEqual({ noRideDays: '5' });
    expect(screeningParams(c({ outsideArea: true, inNoParking: true }))).toEqual({
      outsideArea: 'true',
      inNoParking: 'true',
    });
    expect(
      screeningParams(
        c({
          idleOn: true,
          idleHours: 24,
          batteryOn: true,
          batteryBelow: 30,
          outsideArea: true,
          inNoParking: true,
          noRideOn: true,
          noRideDays: 7,
          serviceAreaId: 'SA002',
        }),
      ),
    ).toEqual({
      idleHours: '24',
      batteryBelow: '30',
      outsideArea: 'true',
      inNoParking: 'true',
      noRideDays: '7',
      serviceAreaId: 'SA002',
    });
  });

  it('ignores the number of a condition that is off', () => {
    expect(screeningParams(c({ idleOn: false, idleHours: 5, batteryOn: true, batteryBelow: 10 }))).toEqual({
      batteryBelow: '10',
    });
  });

  it('an area alone is not a screening', () => {
    const p = screeningParams(c({ serviceAreaId: 'SA001' }));
    expect(p).toEqual({ serviceAreaId: 'SA001' });
    expect(hasConditions(p)).toBe(false);
    expect(validateScreening(c({ serviceAreaId: 'SA001' }))).toBe('请至少选择一个筛选条件');
  });

  it('checks the numbers of the conditions that are on', () => {
    expect(validateScreening(c({ idleOn: true, idleHours: 0 }))).toBe('闲置时长须为 1–720 小时的整数');
    expect(validateScreening(c({ idleOn: true, idleHours: 1.5 }))).toBe('闲置时长须为 1–720 小时的整数');
    expect(validateScreening(c({ batteryOn: true, batteryBelow: 101 }))).toBe('电量阈值须为 1–100 的整数');
    expect(validateScreening(c({ noRideOn: true, noRideDays: 91 }))).toBe('无骑行天数须为 1–90 的整数');
    expect(validateScreening(c({ inNoParking: true, idleHours: 0 }))).toBeNull();
    expect(validateScreening(c({ batteryOn: true, batteryBelow: 100 }))).toBeNull();
  });

  it('reads the conditions back from the URL (the same names), bad values falling back to off', () => {
    const p = screeningParams(
      c({ idleOn: true, idleHours: 36, outsideArea: true, noRideOn: true, noRideDays: 2, serviceAreaId: 'SA003' }),
    );
    const q = new URLSearchParams(p as Record<string, string>);
    expect(conditionsFromParams((k) => q.get(k))).toEqual(
      c({ idleOn: true, idleHours: 36, outsideArea: true, noRideOn: true, noRideDays: 2, serviceAreaId: 'SA003' }),
    );
    const bad = new URLSearchParams('idleHours=abc&batteryBelow=500&inNoParking=yes&noRideDays=-1');
    expect(conditionsFromParams((k) => bad.get(k))).toEqual(DEFAULT_CONDITIONS);
  });

  it('describes the conditions for the results header', () => {
    expect(describeScreening(c({ idleOn: true, batteryOn: true, inNoParking: true }))).toBe(
      '闲置超过48小时 且 电量低于20% 且 停在禁停区',
    );
  });
});
