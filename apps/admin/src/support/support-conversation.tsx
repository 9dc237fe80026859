/** One member's conversation, oldest first, with the answer box under it. */
import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Input, Typography } from 'antd';
import { supportReplyRequest, supportTextMaxLength } from '@kabuto/contracts';
import { errorMessage } from '../api';
import { formatTime } from '../ui/format-time';
import { zodProblem } from '../ui/zod-rule';
import { useSupportConversation, useSupportReply } from './support-calls';

export function SupportConversationCard({ memberId }: { memberId: number }) {
  const { message } = App.useApp();
  const conversation = useSupportConversation(memberId);
  const reply = useSupportReply();
  const [text, setText] = useState('');
  const problem = text === '' ? null : zodProblem(supportReplyRequest, { memberId, text });

  async function send() {
    try {
      await reply.mutateAsync({ memberId, text });
      setText('');
    } catch (error) {
      void message.error(errorMessage(error));
    }
  }

  const messages = conversation.data?.messages ?? [];
  return (
    <Card
      size="small"
      title={conversation.data ? `Member ${conversation.data.account}` : 'Conversation'}
      data-testid="support-thread"
    >
      <div style={{ maxHeight: 420, overflowY: 'auto', marginBottom: 12 }}>
        {messages.length === 0 ? (
          <Empty description={conversation.isLoading ? 'Loading…' : 'No messages'} />
        ) : (
          messages.map((item) => (
            <Flex key={item.id} justify={item.from === 'staff' ? 'flex-end' : 'flex-start'} style={{ marginBottom: 8 }}>
              <div
                style={{
                  maxWidth: '80%',
                  padding: '6px 10px',
                  borderRadius: 8,
                  background: item.from === 'staff' ? '#e6f4ff' : '#f5f5f5',
                }}
                data-testid={`support-thread-${item.from}`}
              >
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {item.from === 'staff' ? 'Staff' : 'Member'} · {formatTime(item.at)}
                </Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</div>
              </div>
            </Flex>
          ))
        )}
      </div>
      <Input.TextArea
        rows={3}
        value={text}
        maxLength={supportTextMaxLength}
        showCount
        onChange={(event) => setText(event.target.value)}
        placeholder="Write an answer (never a password)"
        aria-label="Answer"
        status={problem ? 'error' : undefined}
        data-testid="support-reply-text"
      />
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      <Flex justify="flex-end" style={{ marginTop: 28 }}>
        <Button
          type="primary"
          onClick={() => void send()}
          loading={reply.isPending}
          disabled={text.trim() === '' || problem !== null}
          data-testid="support-reply-send"
        >
          Send answer
        </Button>
      </Flex>
    </Card>
  );
}
