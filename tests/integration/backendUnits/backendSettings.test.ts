// @vitest-environment jsdom
/**
 * The embedded backend's settings (fault injection, fleet size) are read in the page from
 * localStorage and in Node from the environment (EBIKE_MOCK_FAULTS, EBIKE_MOCK_VEHICLES),
 * so a server process can be started with faults or a large fleet.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { currentFaults, FAULTS_KEY } from '@mocks/lib/faults';
import { fleetSize, VEHICLES_KEY } from '@mocks/db/worldSize';

afterEach(() => {
  delete process.env.EBIKE_MOCK_FAULTS;
  delete process.env.EBIKE_MOCK_VEHICLES;
  localStorage.clear();
});

describe('backend settings', () => {
  it('none set: no faults, a fleet of 3,000', () => {
    expect(currentFaults()).toEqual({});
    expect(fleetSize()).toBe(3000);
  });

  it('from the environment (Node): faults and fleet size', () => {
    process.env.EBIKE_MOCK_FAULTS = JSON.stringify({ failureRate: 0.25, latency: [10, 20] });
    process.env.EBIKE_MOCK_VEHICLES = '50000';
    expect(currentFaults()).toEqual({ failureRate: 0.25, latency: [10, 20] });
    expect(fleetSize()).toBe(50000);
  });

  it('localStorage (the page) wins over the environment; a size out of range or a broken JSON is ignored', () => {
    process.env.EBIKE_MOCK_FAULTS = JSON.stringify({ failureRate: 1 });
    localStorage.setItem(FAULTS_KEY, JSON.stringify({ failureRate: 0.1 }));
    expect(currentFaults()).toEqual({ failureRate: 0.1 });
    localStorage.setItem(FAULTS_KEY, '{broken');
    expect(currentFaults()).toEqual({});
    process.env.EBIKE_MOCK_VEHICLES = '99';
    expect(fleetSize()).toBe(3000);
    localStorage.setItem(VEHICLES_KEY, '1200');
    expect(fleetSize()).toBe(1200);
  });
});
