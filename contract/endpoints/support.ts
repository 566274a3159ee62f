import { read } from '@contract/endpoint';
import type { SupportTicket } from '@contract/support';

/** The operator's own support tickets to the platform. */
export const SUPPORT_READS = {
  ticketList: read('/platform/support/ticket/list', ['1801']),
  ticketDetail: read<SupportTicket>('/platform/support/ticket/detail', ['1801']),
} as const;
