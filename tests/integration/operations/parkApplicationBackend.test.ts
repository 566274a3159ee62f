// @vitest-environment jsdom
/**
 * The park-application endpoints: code 0910, the header scope, and the review rules
 * (a reason to reject; an application is reviewed once; approval creates the station).
 */
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import type { ApiError } from '@/shared/http/errors';
import { getFences } from '@mocks/db/fences';
import { getParkApplications } from '@mocks/db/parkApplications';
import { setupBackend, signInAs } from '../harness/backend';

setupBackend();

const BASE = '/platform/park-application';
const post = (path: string, body: Record<string, unknown>) =>
  http.post<{ status: string }>(`${BASE}/${path}`, body, { silent: true }).then(
    (d) => d.status,
    (e: ApiError) => e.message,
  );

describe('park-application backend', () => {
  it('needs 0910: finance gets 403, operations staff get the list', async () => {
    await signInAs('13800000003');
    await expect(http.get(`${BASE}/list`, {}, { silent: true })).rejects.toMatchObject({ status: 403 });
    await signInAs('13800000001');
    const page = await http.get<{ total: number }>(`${BASE}/list`, {}, { silent: true });
    expect(page.total).toBe(getParkApplications().length);
  });

  it('lists only the service areas of the header selection, newest first, with the stations nearby', async () => {
    await signInAs();
    const page = await http.get<{
      rows: Array<{ serviceAreaId: string; createdAt: string; nearby: unknown[] }>;
      total: number;
    }>(`${BASE}/list`, { opAreaIds: 'SA003', pageSize: 100 }, { silent: true });
    expect(page.total).toBe(getParkApplications().filter((a) => a.serviceAreaId === 'SA003').length);
    expect(new Set(page.rows.map((r) => r.serviceAreaId))).toEqual(new Set(['SA003']));
    expect(page.rows.map((r) => r.createdAt)).toEqual([...page.rows.map((r) => r.createdAt)].sort().reverse());
    // one rejected as too close to a station has that station within 150 m
    const rejected = await http.get<{ rows: Array<{ rejectReason: string; nearest?: { metres: number } }> }>(
      `${BASE}/list`,
      { status: 'rejected', pageSize: 100 },
      { silent: true },
    );
    const tooClose = rejected.rows.filter((r) => r.rejectReason.includes('距离过近'));
    expect(tooClose.length).toBeGreaterThan(0);
    for (const r of tooClose) expect(r.nearest!.metres).toBeLessThan(150);
  });

  it('seeded: the newest are pending; an approved one is an existing parking station with its polygon', () => {
    const apps = getParkApplications();
    expect(apps.slice(0, 10).every((a) => a.status === 'pending')).toBe(true);
    expect(new Set(apps.map((a) => a.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    for (const a of apps.filter((x) => x.status === 'approved')) {
      const f = getFences().find((x) => x.id === a.stationId);
      expect(f).toMatchObject({
        kind: 'parking',
        name: a.stationName,
        polygon: a.polygon,
        serviceAreaId: a.serviceAreaId,
      });
    }
    for (const a of apps.filter((x) => x.status === 'rejected')) expect(a.rejectReason).toBeTruthy();
  });

  it('an area whose parking stations are all gone still lists its applications, none "too close" to nothing', async () => {
    await signInAs();
    // before the applications are first made: SA003 loses every parking station
    const fences = getFences();
    for (let i = fences.length - 1; i >= 0; i--)
      if (fences[i].kind === 'parking' && fences[i].serviceAreaId === 'SA003') fences.splice(i, 1);
    const page = await http.get<{ rows: Array<{ rejectReason?: string; nearby: unknown[] }>; total: number }>(
      `${BASE}/list`,
      { opAreaIds: 'SA003', pageSize: 100 },
      { silent: true },
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.filter((r) => r.rejectReason?.includes('距离过近'))).toEqual([]);
    expect(page.rows.every((r) => r.nearby.length === 0)).toBe(true);
  });

  it('rejecting needs a reason; an application is reviewed once', async () => {
    await signInAs();
    const [a, b] = getParkApplications().filter((x) => x.status === 'pending');
    expect(await post('reject', { id: a.id, reason: '  ' })).toBe('请填写驳回原因');
    expect(await post('approve', { id: a.id })).toBe('approved');
    expect(getFences().filter((f) => f.name === a.stationName && f.serviceAreaId === a.serviceAreaId)).toHaveLength(1);
    // listed with the parking fences, where stations are edited
    const fences = await http.get<{ rows: Array<{ name: string; capacity: number; polygon: unknown }> }>(
      '/platform/fence/page',
      { kind: 'parking', keyword: a.stationName, serviceAreaId: a.serviceAreaId },
      { silent: true },
    );
    expect(fences.rows).toEqual([
      expect.objectContaining({ name: a.stationName, capacity: a.capacity, polygon: a.polygon }),
    ]);
    expect(await post('approve', { id: a.id })).toBe('该申请已审核，请刷新后查看');
    expect(await post('reject', { id: a.id, reason: '重复' })).toBe('该申请已审核，请刷新后查看');
    expect(await post('reject', { id: b.id, reason: '占用消防通道' })).toBe('rejected');
    expect(await post('approve', { id: b.id })).toBe('该申请已审核，请刷新后查看');
    expect(await post('approve', { id: 'PA999999' })).toBe('未找到该申请');
  });
});
