import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { ReviewItem, ReviewKind } from '@contract/reviews';

/** The review queues' calls: `/platform/review/{kind}/list|approve|reject`. */
export const reviewApi = {
  list: <T extends ReviewItem>(kind: ReviewKind, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
    http.get<unknown>(`/platform/review/${kind}/list`, q, { signal, scoped: true }).then((d) => toPage<T>(d)),

  approve: (kind: ReviewKind, id: string) => http.post<ReviewItem>(`/platform/review/${kind}/approve`, { id }),

  reject: (kind: ReviewKind, id: string, reason: string) => http.post<ReviewItem>(`/platform/review/${kind}/reject`, { id, reason }),
};
