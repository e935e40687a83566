import { readPersonalJson, writePersonalJson } from '@ps/shared/consent';
import type { ExperimentMetricEntry } from './experiment';

export const METRIC_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** experiment id → variant id */
export type StoredAssignments = Record<string, string>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isMetricEntry(value: unknown): value is ExperimentMetricEntry {
  return (
    isObject(value) &&
    typeof value.testId === 'string' &&
    typeof value.variant === 'string' &&
    typeof value.metric === 'string' &&
    typeof value.timestamp === 'string' &&
    !Number.isNaN(Date.parse(value.timestamp)) &&
    typeof value.value === 'number' &&
    Number.isFinite(value.value)
  );
}

export function dropExpiredMetrics(metrics: readonly ExperimentMetricEntry[], now: Date): ExperimentMetricEntry[] {
  const oldestKept = now.getTime() - METRIC_RETENTION_MS;
  return metrics.filter((entry) => Date.parse(entry.timestamp) >= oldestKept);
}

export function readStoredAssignments(): StoredAssignments {
  const stored = readPersonalJson('experimentAssignments');
  if (!isObject(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function readStoredMetrics(now: Date): ExperimentMetricEntry[] {
  const stored = readPersonalJson('experimentMetrics');
  return Array.isArray(stored) ? dropExpiredMetrics(stored.filter(isMetricEntry), now) : [];
}

export const storeAssignments = (assignments: StoredAssignments): void =>
  writePersonalJson('experimentAssignments', assignments);

export const storeMetrics = (metrics: readonly ExperimentMetricEntry[]): void =>
  writePersonalJson('experimentMetrics', metrics);
