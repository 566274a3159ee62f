/**
 * The addresses of the record pages other screens link to, and their builders: the route
 * table registers these paths, and every link to a record is built here (never by hand).
 */
export const RECORD_PAGES = {
  rider: '/user-info-detail',
  order: '/user-order-detail',
  worksheet: '/user-worksheet-detail',
  vehicle: '/vehicle-info',
} as const;

const withId = (path: string, id: string, tab?: string) =>
  `${path}?id=${encodeURIComponent(id)}${tab ? `&tab=${encodeURIComponent(tab)}` : ''}`;

/** A rider's page (/user-info-detail?id=U…). */
export const riderPath = (userId: string, tab?: string): string => withId(RECORD_PAGES.rider, userId, tab);

/** A ride's page (/user-order-detail?id=…). */
export const orderPath = (orderId: string): string => withId(RECORD_PAGES.order, orderId);

/** A complaint ticket's page (/user-worksheet-detail?id=…). */
export const worksheetPath = (id: string): string => withId(RECORD_PAGES.worksheet, id);

/** A vehicle's page (/vehicle-info?id=…), optionally on a tab (e.g. 'trace'). */
export const vehiclePath = (vehicleNo: string, tab?: string): string => withId(RECORD_PAGES.vehicle, vehicleNo, tab);
