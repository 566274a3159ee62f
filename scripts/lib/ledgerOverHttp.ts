/**
 * The ledger checks of the money properties, over HTTP, for a backend in another process (the
 * soak of scripts/bench-http.ts): what a caller can verify of one rider's money and of the day's
 * books after a load. Each check that fails is one line of the answer; none: all hold.
 */
import { callJson, type HttpSession, type Json } from './httpSession';

const PAGE = 500;

async function data(s: HttpSession, path: string, query: Record<string, unknown>): Promise<Json> {
  const r = await callJson(s, 'GET', path, query);
  if (!r.body.suc) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
  return r.body.data as Json;
}

/** Every cash transaction of the rider's wallet, newest first. */
export async function cashLedger(s: HttpSession, userId: string): Promise<Json[]> {
  const rows: Json[] = [];
  for (let page = 1; ; page++) {
    const d = await data(s, '/platform/user/wallet', { userId, account: 'cash', page, pageSize: PAGE });
    rows.push(...(d.rows as Json[]));
    if (rows.length >= d.total || !d.rows.length) return rows;
  }
}

export interface LedgerBefore {
  userId: string;
  balance: number;
  adjustments: number;
  /** writes acknowledged (suc:true) since, counted by the caller */
  acknowledged: number;
  /** writes sent but never answered (in flight when the load stopped): each may or may not be applied */
  unanswered?: number;
  /** fen each acknowledged write adds */
  fen: number;
}

/** The rider's balance and adjustments before a load of `fen`-fen adjustments. */
export async function ledgerBefore(s: HttpSession, userId: string, fen = 1): Promise<LedgerBefore> {
  const detail = await data(s, '/platform/user/detail', { userId });
  const adjusts = await data(s, '/platform/user/wallet', { userId, kind: 'adjust', pageSize: 1 });
  return { userId, balance: detail.balance, adjustments: adjusts.total, acknowledged: 0, fen };
}

/** The checks after the load; `before.acknowledged` is what the load counted. */
export async function checkLedgerOverHttp(s: HttpSession, before: LedgerBefore): Promise<string[]> {
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const { userId } = before;
  const detail = await data(s, '/platform/user/detail', { userId });
  const adjusts = await data(s, '/platform/user/wallet', { userId, kind: 'adjust', pageSize: 1 });
  const added = adjusts.total - before.adjustments;
  // every acknowledged write is applied; beyond them only writes still in flight when the load stopped
  const unanswered = before.unanswered ?? 0;
  expect(
    added >= before.acknowledged && added <= before.acknowledged + unanswered,
    `adjustments in the wallet: ${added} new, ${before.acknowledged} acknowledged, ${unanswered} unanswered`,
  );
  expect(
    detail.balance - before.balance === added * before.fen,
    `balance moved by ${detail.balance - before.balance} fen, ${added} × ${before.fen} in the wallet`,
  );
  // the wallet's chain: each line's balance after is the one before it plus its amount, the newest the balance
  const ledger = await cashLedger(s, userId);
  expect(
    ledger[0]?.balanceAfter === detail.balance,
    `wallet's last balance ${ledger[0]?.balanceAfter}, rider's ${detail.balance}`,
  );
  let broken = 0;
  for (let i = 0; i + 1 < ledger.length; i++) {
    if (ledger[i].balanceAfter !== ledger[i + 1].balanceAfter + ledger[i].amount) broken++;
  }
  expect(broken === 0, `wallet chain broken at ${broken} of ${ledger.length} lines`);
  // 日统计 of today (UTC+8): 应收 − 优惠 = 实收 = Σ channels, 净收入 = 实收 − 退款, integers
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const daily = await data(s, '/platform/report/daily', { from: today, to: today });
  for (const r of daily.rows as Json[]) {
    const where = `日统计 ${r.date}`;
    const channels = Object.values(r.byChannel as Record<string, number>);
    const figures = [r.fare, r.discount, r.paid, r.refunds, r.net, ...channels];
    expect(figures.every(Number.isInteger), `${where}: a figure is not whole fen`);
    expect(r.fare - r.discount === r.paid, `${where}: 应收 − 优惠 ≠ 实收`);
    expect(channels.reduce((a, b) => a + b, 0) === r.paid, `${where}: Σ channels ≠ 实收`);
    expect(r.net === r.paid - r.refunds, `${where}: 净收入 ≠ 实收 − 退款`);
  }
  return problems;
}
