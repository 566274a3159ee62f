import { read } from '@contract/endpoint';

/** The operator's own support tickets to the platform. */
export const SUPPORT_READS = {
  ticketList: read('/platform/support/ticket/list', ['1801']),
  ticketDetail: read('/platform/support/ticket/detail', ['1801']),
} as const;
