/**
 * Parking-station applications (停车点申请, /data/park-application): operations staff
 * of the platform or of a franchisee propose a new station — a small parking box
 * inside a service area — and a reviewer approves (the station is created among the
 * parking fences) or rejects it with a reason. Generated from the seed, newest
 * first, the most recent still pending. A seeded approved application is the one
 * that created an existing parking station: same name, polygon and capacity.
 */
import type { ParkApplicationRecord } from '@contract/parkApplications';
import { ringInside } from '../../src/shared/utils/geometry';
import { createRng, type Rng } from '../lib/rng';
import { getFences } from './fences';
import type { Fence } from '@contract/fences';
import { randomPointIn } from './geo';
import type { LngLat } from '@contract/common';
import { placeholderImage } from './images';
import { lazy } from './lazy';
import { fieldStaff } from './opsTasks';
import { staffNames } from './staff';
import { epoch, getDb, worldSeed } from './store';
import { isoAt } from './time';
import type { ServiceArea } from '@contract/agents';

export type ParkApplication = ParkApplicationRecord;
type ParkApplicationStatus = ParkApplication['status'];

const HOUR = 3600000;
const ROADS = [
  '文三路',
  '学院路',
  '教工路',
  '莫干山路',
  '江南大道',
  '滨盛路',
  '丰潭路',
  '湖墅南路',
  '天目山路',
  '古墩路',
  '钱江路',
  '长河路',
];
const PLACES = [
  '便利店旁',
  '菜市场西侧',
  '体育馆南门',
  '图书馆门口',
  '社区服务中心',
  '酒店东侧',
  '银行网点前',
  '中学北门',
  '创业园区',
  '地铁站D口',
];
const REASONS = [
  '早晚高峰车辆堆积，附近现有站点容量不足',
  '周边小区新交付入住，用车需求明显增加',
  '用户反馈附近没有还车点，调度费投诉较多',
  '商场开业后人流量大，车辆乱停影响通行',
  '原站点因道路施工被占用，需就近迁移',
  '地铁接驳需求大，已与物业沟通同意划线',
];
const TOO_CLOSE = '与现有站点距离过近，请合并到附近站点';
const REJECT_REASONS = [
  TOO_CLOSE,
  '占用盲道及消防通道，不符合停放规范',
  '人行道宽度不足，设点后影响行人通行',
  '物业未同意设点，请补充物业书面同意',
  '车位数与实际面积不符，请重新测量后提交',
  '现场照片不清晰，无法判断停放条件',
];

/** A rotated rectangle (closed ring), `w`×`l` metres around a centre. */
function parkingBox(center: LngLat, w: number, l: number, angle: number): LngLat[] {
  const [lng, lat] = center;
  const mLat = 111320;
  const mLng = 111320 * Math.cos((lat * Math.PI) / 180);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners: Array<[number, number]> = [
    [-l / 2, -w / 2],
    [l / 2, -w / 2],
    [l / 2, w / 2],
    [-l / 2, w / 2],
  ];
  const ring = corners.map(
    ([x, y]): LngLat => [
      +(lng + (x * cos - y * sin) / mLng).toFixed(6),
      +(lat + (x * sin + y * cos) / mLat).toFixed(6),
    ],
  );
  return [...ring, ring[0]];
}

/**
 * A proposed box inside the area, 6–12 m wide and 15–40 m long: anywhere, or
 * `metres` (a range) from an existing station's centre.
 */
function proposedBox(rng: Rng, area: ServiceArea, near?: { station: Fence; metres: [number, number] }): LngLat[] {
  const ring = near?.station.polygon.slice(0, -1);
  for (let tries = 0; ; tries++) {
    let c = randomPointIn(rng, area.polygon);
    if (ring && near && tries < 20) {
      const d = rng.int(...near.metres);
      const a = rng.next() * 2 * Math.PI;
      const [lng, lat] = [
        ring.reduce((x, p) => x + p[0], 0) / ring.length,
        ring.reduce((y, p) => y + p[1], 0) / ring.length,
      ];
      c = [lng + (d * Math.cos(a)) / (111320 * Math.cos((lat * Math.PI) / 180)), lat + (d * Math.sin(a)) / 111320];
    }
    const box = parkingBox(c, rng.int(6, 12), rng.int(15, 40), rng.next() * Math.PI);
    if (ringInside(box, area.polygon)) return box;
  }
}

/** Field staff who may propose a station in the area: its franchisee's and the platform's. */
const applicantsOf = (area: ServiceArea) => [...fieldStaff(area.agentId), ...fieldStaff()];

export const getParkApplications = lazy((): ParkApplication[] => {
  const rng = createRng(worldSeed() + 910);
  const { serviceAreas } = getDb();
  const reviewers = staffNames(['R001', 'R002']);
  const fences = getFences();
  const used = new Set<string>();
  const names = new Set(fences.filter((f) => f.kind === 'parking').map((f) => `${f.serviceAreaId}|${f.name}`));
  const out: ParkApplication[] = [];
  const count = 64;
  let t = epoch() - rng.int(20, 90) * 60000;
  for (let i = 0; i < count; i++) {
    if (i > 0) t -= rng.int(4 * 60, 30 * 60) * 60000;
    const area = rng.pick(serviceAreas);
    const applicant = rng.pick(applicantsOf(area));
    const status: ParkApplicationStatus =
      i < 10 ? 'pending' : i < 16 && rng.chance(0.3) ? 'pending' : rng.chance(0.65) ? 'approved' : 'rejected';
    // an approved one created a station that exists now
    const free =
      status === 'approved'
        ? fences.filter((f) => f.kind === 'parking' && f.serviceAreaId === area.id && !used.has(f.id))
        : [];
    const station: Fence | undefined = free.length ? rng.pick(free) : undefined;
    const newName = () => `${rng.pick(ROADS)}${rng.pick(PLACES)}停车点`;
    let stationName = station?.name ?? newName();
    if (!station) {
      for (let k = 0; names.has(`${area.id}|${stationName}`); k++)
        stationName = k < 20 ? newName() : stationName.replace(/停车点$/, '二号停车点');
      names.add(`${area.id}|${stationName}`);
    } else used.add(station.id);
    // "too close" was said of one next to a station; some pending ones have a station in sight.
    // An area without a parking station (a new one, or all deleted) has nothing to be near.
    const parking = fences.filter((f) => f.kind === 'parking' && f.serviceAreaId === area.id);
    const reasons = parking.length ? REJECT_REASONS : REJECT_REASONS.filter((r) => r !== TOO_CLOSE);
    const rejectReason = status === 'rejected' ? rng.pick(reasons) : undefined;
    let near: { station: Fence; metres: [number, number] } | undefined;
    if (rejectReason === TOO_CLOSE) near = { station: rng.pick(parking), metres: [40, 110] };
    else if (status === 'pending' && rng.chance(0.6) && parking.length)
      near = { station: rng.pick(parking), metres: [120, 280] };
    const id = `PA${String(count - i + 1000).padStart(6, '0')}`;
    const photoCount = rng.pick([0, 1, 1, 2]);
    const reviewedAt = status === 'pending' ? undefined : isoAt(Math.min(epoch(), t + rng.int(2, 48) * HOUR));
    out.push({
      id,
      applicantId: applicant.opManId,
      applicantName: applicant.name,
      applicantPhone: applicant.phone,
      serviceAreaId: area.id,
      agentId: area.agentId,
      stationName,
      polygon: station?.polygon ?? proposedBox(rng, area, near),
      capacity: station?.capacity ?? rng.pick([8, 10, 12, 15, 20, 30]),
      reason: rng.pick(REASONS),
      photos: Array.from({ length: photoCount }, (_, k) =>
        placeholderImage('现场照片', [stationName, k ? '周边环境' : '拟设点位置'], i + k),
      ),
      status,
      createdAt: isoAt(t),
      reviewer: status === 'pending' ? undefined : rng.pick(reviewers),
      reviewedAt,
      rejectReason,
      stationId: station?.id,
    });
  }
  return out;
});
