import SharedReplyBox from '@/widgets/chat/ReplyBox';
import Access from '@/shared/auth/Access';
import { worksheetApi } from '../api';
import type { Worksheet } from '@contract/worksheets';
import { REVIEW_WRITES } from '@contract/actions';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

export const REPLY_MAX = 500;

/** Replies to the rider; a failed send keeps the text and says why. */
export default function ReplyBox({ ws }: { ws: Worksheet }) {
  return (
    <Access code={REVIEW_WRITES.worksheetReply}>
      <SharedReplyBox
        send={(content) => worksheetApi.reply(ws.id, content)}
        closedNotice={ws.status === 'closed' ? COMMON_INPUT_MSG.ticketClosedReply : undefined}
        placeholder="回复用户（用户将在App中看到）"
        maxLength={REPLY_MAX}
      />
    </Access>
  );
}
