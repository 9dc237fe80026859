/**
 * Requests and replies of customer support (`/support/…`): each member's one conversation with the
 * firm's staff, the member's side in the app and the staff's inbox in the back office.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, idNumber, isoTime, multilineText, pageOf, pageRequest } from './primitives';

/** The longest message either side may send, in characters. */
export const supportTextMaxLength = 2_000;
/** How many messages a member may send in any minute; more are 429 `too_many_requests`. */
export const supportMessagesPerMinute = 20;

/** A message: 1 to 2,000 characters once trimmed; line breaks are kept, other control characters refused. */
export const supportText = multilineText.trim().min(1, { error: 'required' }).max(supportTextMaxLength, { error: 'too_long' });

export const supportMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['member', 'staff']),
  text: z.string(),
  at: isoTime,
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportThreadReply = z.object({
  /** Oldest first, as a chat reads. */
  messages: z.array(supportMessageSchema),
  /** Staff replies that were unread when the member opened the conversation (now read). */
  unread: z.number().int(),
});
export const supportUnreadReply = z.object({ unread: z.number().int() });
export const supportSendRequest = z.object({ text: supportText }).strict();
export const supportSentReply = z.object({ id: z.number().int() });

export const supportListRequest = pageRequest.extend({
  /** `unread`: only conversations with member messages staff have not read. */
  status: z.enum(['unread', 'all']).optional(),
});
export const supportConversationSchema = z.object({
  /** The member's id: a member has one conversation. */
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  /** The member's messages staff have not read yet. */
  unread: z.number().int(),
  lastFrom: z.enum(['member', 'staff']),
  lastText: z.string(),
  lastAt: isoTime,
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;
export const supportListReply = pageOf(supportConversationSchema);

export const supportMemberRequest = z.object({ memberId: idNumber }).strict();
export const supportConversationReply = z.object({
  memberId: z.number().int(),
  account: z.string(),
  messages: z.array(supportMessageSchema),
});
export const supportReplyRequest = z.object({ memberId: idNumber, text: supportText }).strict();

/** The member calls; spread into `memberApi`. */
export const supportMemberApi = {
  supportThread: endpoint({
    path: '/support/thread',
    access: 'member',
    summary: 'My conversation with customer service, oldest first; marks the staff replies read',
    request: empty,
    reply: supportThreadReply,
  }),
  supportUnread: endpoint({
    path: '/support/unread',
    access: 'member',
    summary: 'How many customer-service replies I have not read (the badge), without reading them',
    request: empty,
    reply: supportUnreadReply,
  }),
  supportSend: endpoint({
    path: '/support/send',
    access: 'member',
    summary: 'Send customer service a message (1–2,000 characters, at most 20 a minute)',
    request: supportSendRequest,
    reply: supportSentReply,
  }),
} as const;

/** The back-office calls; spread into `adminApi`. */
export const supportAdminApi = {
  supportList: endpoint({
    path: '/support/list',
    access: 'staff',
    summary: 'Members’ conversations, newest message first, with how many of their messages are unread',
    request: supportListRequest,
    reply: supportListReply,
  }),
  supportConversation: endpoint({
    path: '/support/conversation',
    access: 'staff',
    summary: "One member's conversation, oldest first; marks the member's messages read",
    request: supportMemberRequest,
    reply: supportConversationReply,
  }),
  supportReply: endpoint({
    path: '/support/reply',
    access: 'staff',
    roles: ['owner', 'support'],
    summary: 'Answer a member in their conversation (1–2,000 characters); audited',
    request: supportReplyRequest,
    reply: supportSentReply,
  }),
} as const;
