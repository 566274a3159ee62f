/**
 * /production/voltage-scheme (06): the seeded schemes are listed with their models and
 * curves; a new scheme typed as a table is saved and listed; a curve that is not
 * monotonic is refused with the reason and nothing is saved; the backend refuses an
 * out-of-range curve sent past the form; assigning a model moves it from its former
 * scheme and its factory vehicles follow; the fleet's battery percent is read from each
 * vehicle's voltage with its model's scheme, again after an edit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import VoltageSchemePage from '@/features/production/pages/VoltageSchemePage';
import { schemeApi } from '@/features/production/api';
import { getFactoryVehicles } from '@mocks/db/factoryVehicles';
import { getVoltageSchemes } from '@mocks/db/voltageSchemes';
import { getVehicles } from '@mocks/db/vehicles';
import { percentAt } from '@contract/production';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

vi.mock('@/features/production/components/CurveChart', () => ({
  default: ({ points }: { points: Array<{ voltage: number; percent: number }> }) => (
    <div role="img" aria-label="电压曲线">
      {points.map((p) => `${p.voltage}:${p.percent}`).join(' ')}
    </div>
  ),
}));

setupBackend();

const PAGE = '/production/voltage-scheme';

async function typeNumber(user: ReturnType<typeof renderPage>['user'], label: string, value: string) {
  const input = screen.getByRole('spinbutton', { name: label });
  await user.clear(input);
  await user.type(input, value);
}

describe(PAGE, SLOW, () => {
  it('lists the schemes; a new one typed as a table is drawn, saved and listed', async () => {
    const { user } = await openPage(VoltageSchemePage, PAGE);
    expect(await waitForRows(3)).toEqual(['VS001', 'VS002', 'VS003']);
    expect(within(rowOf('VS003')).getByText('XQ-E7 长续航版')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新增方案/ }));
    const d = await dialog('新增电压方案');
    await user.type(within(d).getByRole('textbox', { name: '方案名称' }), '36V 校园方案');
    await typeNumber(user, '第 1 点电压', '31.5');
    await typeNumber(user, '第 2 点电压', '36');
    await typeNumber(user, '第 3 点电压', '42');
    await waitFor(() =>
      expect(within(d).getByRole('img', { name: '电压曲线' })).toHaveTextContent('31.5:0 36:50 42:100'),
    );
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('VS004'));
    expect(getVoltageSchemes()[3]).toMatchObject({
      name: '36V 校园方案',
      models: [],
      points: [
        { voltage: 31.5, percent: 0 },
        { voltage: 36, percent: 50 },
        { voltage: 42, percent: 100 },
      ],
    });
  });

  it('a curve that is not monotonic is refused with the reason and nothing is saved', async () => {
    await signInAs();
    const before = getVoltageSchemes()[0].points;
    const { user } = renderPage(VoltageSchemePage, PAGE);
    await waitForRows(3);
    await user.click(within(rowOf('VS001')).getByRole('button', { name: btn('编辑') }));
    const d = await dialog('编辑电压方案');
    await typeNumber(user, '第 3 点电量', '5');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('第 3 点：电量须高于上一点（曲线须单调）')).toBeInTheDocument();
    expect(getVoltageSchemes()[0].points).toEqual(before);
  });

  it('the backend refuses an out-of-range curve sent past the form', async () => {
    await signInAs();
    await expect(
      schemeApi.save({
        name: '越界方案',
        points: [
          { voltage: 5, percent: 0 },
          { voltage: 48, percent: 100 },
        ],
      }),
    ).rejects.toThrow('第 1 点：电压须在 20～100 V 之间');
    expect(getVoltageSchemes()).toHaveLength(3);
  });

  it('assigning a model moves it from its former scheme and its vehicles follow', async () => {
    const { user } = await openPage(VoltageSchemePage, PAGE);
    await waitForRows(3);
    await user.click(within(rowOf('VS001')).getByRole('button', { name: btn('分配车型') }));
    const d = await dialog('分配车型');
    await choose(user, '适用车型', 'XQ-E7 长续航版', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('VS001')).getByText('XQ-E7 长续航版')).toBeInTheDocument());
    expect(within(rowOf('VS003')).getByText('未分配')).toBeInTheDocument();
    const e7 = getFactoryVehicles().filter((v) => v.model === 'XQ-E7 长续航版');
    expect(e7.length).toBeGreaterThan(0);
    expect(e7.every((v) => v.voltageScheme === getVoltageSchemes()[0].name)).toBe(true);
    // the fleet's E7 batteries are now read with the 48 V curve: a 60 V pack reads full
    const fleetE7 = getVehicles().filter((v) => v.model === 'XQ-E7 长续航版');
    expect(fleetE7.every((v) => v.battery === percentAt(getVoltageSchemes()[0].points, v.voltage / 1000))).toBe(true);
  });

  it("the fleet's battery percent is its voltage read with its model's scheme; an edited curve reads it again, a refused one changes nothing", async () => {
    await signInAs();
    const e3 = () => getVehicles().filter((v) => v.model === 'XQ-E3 青春版');
    const scheme = getVoltageSchemes()[0];
    expect(scheme.models).toEqual(['XQ-E3 青春版']);
    // as seeded: every E3's percent is what VS001 reads from its voltage
    expect(e3().every((v) => Math.abs(v.battery - percentAt(scheme.points, v.voltage / 1000)) <= 1)).toBe(true);
    const before = e3().map((v) => v.battery);

    // refused (not monotonic): the fleet is untouched
    const bad = [
      { voltage: 42, percent: 0 },
      { voltage: 48, percent: 60 },
      { voltage: 47, percent: 100 },
    ];
    await expect(
      schemeApi.save({ id: scheme.id, updatedAt: scheme.updatedAt, name: scheme.name, points: bad }),
    ).rejects.toThrow('第 3 点：电压须高于上一点（曲线须单调）');
    expect(e3().map((v) => v.battery)).toEqual(before);

    // a pack that holds less at the top: the same voltages read lower
    const flatter = [
      { voltage: 42, percent: 0 },
      { voltage: 50, percent: 40 },
      { voltage: 54.6, percent: 100 },
    ];
    await schemeApi.save({ id: scheme.id, updatedAt: scheme.updatedAt, name: scheme.name, points: flatter });
    const after = e3();
    expect(after.every((v) => v.battery === percentAt(flatter, v.voltage / 1000))).toBe(true);
    expect(after.filter((v, i) => v.battery !== before[i]).length).toBeGreaterThan(after.length / 2);
    // a vehicle now under 20 % is marked low on battery
    expect(
      after
        .filter((v) => v.battery < 20)
        .every((v) => v.opsStates.includes('low_battery') || v.opsStates.includes('battery_swap')),
    ).toBe(true);
    // other models keep their readings
    const e5 = getVehicles().filter((v) => v.model === 'XQ-E5 标准版');
    expect(e5.every((v) => Math.abs(v.battery - percentAt(getVoltageSchemes()[1].points, v.voltage / 1000)) <= 1)).toBe(
      true,
    );
  });
});
