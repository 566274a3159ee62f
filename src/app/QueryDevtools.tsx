import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import { queryClient } from '@/shared/query/queryClient';

/** TanStack Query's devtools (development only: App loads this module only under `npm start`). */
export default function QueryDevtools() {
  return <ReactQueryDevtools client={queryClient} buttonPosition="bottom-left" />;
}
