import { COMMAND, type Command } from '@contract/logs';

export interface BatchResult {
  ok: string[];
  failed: Array<{ vehicleNo: string; message: string }>;
}

/** Runs one command on each vehicle, a few at a time; every vehicle gets an answer. */
export async function runBatch(
  vehicleNos: readonly string[],
  send: (vehicleNo: string) => Promise<unknown>,
  concurrency = 4,
): Promise<BatchResult> {
  const out: BatchResult = { ok: [], failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < vehicleNos.length) {
      const no = vehicleNos[next++];
      try {
        await send(no);
        out.ok.push(no);
      } catch (e) {
        out.failed.push({ vehicleNo: no, message: e instanceof Error ? e.message : String(e) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, vehicleNos.length) }, worker));
  return out;
}

/** '批量锁车：成功 3 辆，失败 1 辆（8600001 车辆离线，指令下发失败）' */
export function batchSummary(command: Command, r: BatchResult): string {
  const head = `批量${COMMAND[command]}：成功 ${r.ok.length} 辆`;
  if (!r.failed.length) return head;
  const shown = r.failed
    .slice(0, 3)
    .map((f) => `${f.vehicleNo} ${f.message}`)
    .join('；');
  return `${head}，失败 ${r.failed.length} 辆（${shown}${r.failed.length > 3 ? '…' : ''}）`;
}
