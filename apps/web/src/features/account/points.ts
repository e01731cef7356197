import { loadApi } from '../../lib/api';
import { createStore, useStore } from '../../ui/store';

// The drawer's points state (spec section 4): fetched when the drawer opens while signed in; a
// failed load sets 0 and the error text; logout resets it to 0.

export interface PointsState {
  total: number;
  failed: boolean;
}

const points = createStore<PointsState>({ total: 0, failed: false });
const set = points.set;

export function getPoints(): PointsState {
  return points.get();
}

export function resetPoints(): void {
  set({ total: 0, failed: false });
}

export async function loadPointsTotal(userId: number): Promise<void> {
  try {
    const api = await loadApi();
    const { total_points } = await api.orders.pointsTotal.query({ userId });
    set({ total: total_points, failed: false });
  } catch {
    set({ total: 0, failed: true });
  }
}

export function usePoints(): PointsState {
  return useStore(points);
}
