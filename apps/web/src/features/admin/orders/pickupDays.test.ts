import { describe, expect, it } from 'vitest';
import { productionSheet } from '@wholesale/rules';
import { csvFileName, exportCsvUrl, filterOf, ordersHref, parseOrdersView } from './helpers';
import { quickChoiceOf, quickRange, spanDays, statusCounts, weekDays, weekStart, withForecast } from './pickupDays';

const query = (href: string) => href.split('?')[1]!;

describe('the pickup days in the Orders page’s URL', () => {
  it('keeps the pickup days like the other filters, and refuses what is not a day', () => {
    const view = parseOrdersView('page=orders&status=pending&from=2026-12-01&to=2026-12-01');
    expect(view).toMatchObject({ status: 'pending', pickupFrom: '2026-12-01', pickupTo: '2026-12-01' });
    expect(filterOf(view)).toEqual({ status: 'pending', pickup_from: '2026-12-01', pickup_to: '2026-12-01' });
    expect(parseOrdersView(query(ordersHref(view)))).toEqual(view);
    expect(parseOrdersView('from=1926-12-12&to=2026-13-01')).toEqual({});
    expect(parseOrdersView('from=2026-12-05&to=2026-12-01')).toEqual({ pickupFrom: '2026-12-05' });
    expect(exportCsvUrl(filterOf(view))).toBe(
      '/api/admin/orders/export.csv?status=pending&pickup_from=2026-12-01&pickup_to=2026-12-01',
    );
    expect(csvFileName(filterOf(view), new Date('2026-11-30T20:00:00Z'))).toBe(
      'orders-pending-from-2026-12-01-to-2026-12-01-2026-11-30.csv',
    );
  });

  it('has a week view of a week, and a pick list over a range', () => {
    expect(parseOrdersView('view=week&week=2026-12-02')).toEqual({ week: { of: '2026-12-02' } });
    expect(parseOrdersView('view=week')).toEqual({ week: { of: null } });
    const pick = parseOrdersView('view=picklist&date=2026-12-01&until=2026-12-04');
    expect(pick).toEqual({ pickList: { date: '2026-12-01', to: '2026-12-04' } });
    expect(parseOrdersView(query(ordersHref(pick)))).toEqual(pick);
    expect(parseOrdersView('view=picklist&date=2026-12-04&until=2026-12-01')).toEqual({
      pickList: { date: '2026-12-04' },
    });
  });
});

describe('the week and the quick choices', () => {
  it('starts weeks on Sunday and chooses today, tomorrow and this week', () => {
    expect(weekStart('2026-12-02')).toBe('2026-11-29');
    expect(weekStart('2026-11-29')).toBe('2026-11-29');
    expect(weekDays('2026-12-27')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(quickRange('today', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(quickRange('tomorrow', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(quickRange('thisWeek', '2026-12-31')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
    expect(quickChoiceOf('2026-12-27', '2027-01-02', '2026-12-31')).toBe('thisWeek');
    expect(quickChoiceOf('2026-12-27', '2027-01-01', '2026-12-31')).toBeNull();
    expect(spanDays('2026-12-01', '2027-01-31')).toBe(62);
    expect(statusCounts({ pending: 1, 'order placed': 3, contacted: 0 })).toEqual([
      ['order placed', 3],
      ['pending', 1],
    ]);
  });
});

describe('the production sheet with the forecast', () => {
  const BOX = '30 lb - 5 lb x 6 packs';
  const line = { name: 'Brisket', name_ko: '양지', spec: BOX, avg_weight: 0, weighed_lbs: null };
  it('puts the forecast beside the ordered quantities, a product only forecast on its own row', () => {
    const sheet = productionSheet([{ ...line, item_id: 1, quantity: 2, order_id: 10 }]);
    const product = (item_id: number, name: string) => ({
      item_id,
      name,
      name_ko: '',
      spec: BOX,
      unit: 'box' as const,
    });
    const amount = (item_id: number, quantity: number, cycles: number) => ({
      item_id,
      quantity,
      estimated_lbs: 30 * quantity,
      cycles,
    });
    // Two days: Brisket 1 and 2 boxes (three cycles), Alpha ribs 4 boxes (one cycle).
    const rows = withForecast(sheet, {
      products: [product(1, 'Brisket'), product(2, 'Alpha ribs')],
      days: [{ products: [amount(1, 1, 1)] }, { products: [amount(1, 2, 2), amount(2, 4, 1)] }],
    });
    expect(
      rows.map((r) => [r.name, r.quantity, r.orders, r.forecastQuantity, r.forecastLbs, r.forecastCycles]),
    ).toEqual([
      ['Alpha ribs', 0, 0, 4, 120, 1],
      ['Brisket', 2, 1, 3, 90, 3],
    ]);
    expect(withForecast(sheet, null).map((r) => r.forecastQuantity)).toEqual([0]);
  });
});
