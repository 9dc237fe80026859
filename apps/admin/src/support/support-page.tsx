/**
 * Customer service: members' conversations, the latest message first, with how many of the
 * member's messages nobody has read; opening one shows it beside the list and reads it, and staff
 * answer below it. Every answer is in the audit log.
 */
import { useState } from 'react';
import { Badge, Card, Col, Empty, List, Row, Segmented, Typography } from 'antd';
import { PageTitle } from '../ui/page-title';
import { formatTime } from '../ui/format-time';
import { useSupportList } from './support-calls';
import { SupportConversationCard } from './support-conversation';

export function SupportPage() {
  const [status, setStatus] = useState<'unread' | 'all'>('all');
  const [page, setPage] = useState(1);
  const [memberId, setMemberId] = useState<number | null>(null);
  const list = useSupportList({ status, page, size: 20 });

  return (
    <>
      <PageTitle
        title="Customer service"
        extra={
          <Segmented
            value={status}
            onChange={(value) => {
              setStatus(value === 'unread' ? 'unread' : 'all');
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: 'Unread' },
            ]}
            data-testid="support-filter"
          />
        }
      >
        Members’ questions, newest first. Open a conversation to read it and answer; never ask for or send a password.
      </PageTitle>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Card size="small" title="Conversations">
            <List
              loading={list.isLoading}
              dataSource={list.data?.items ?? []}
              locale={{ emptyText: <Empty description="No conversations" /> }}
              pagination={{
                current: page,
                pageSize: 20,
                total: list.data?.total ?? 0,
                onChange: setPage,
                hideOnSinglePage: true,
                size: 'small',
              }}
              renderItem={(item) => (
                <List.Item
                  onClick={() => setMemberId(item.memberId)}
                  style={{ cursor: 'pointer', background: item.memberId === memberId ? '#f0f5ff' : undefined, padding: 8 }}
                  data-testid={`support-conversation-${item.account}`}
                >
                  <List.Item.Meta
                    title={
                      <span>
                        {item.account} <Badge count={item.unread} size="small" data-testid={`support-unread-${item.account}`} />
                      </span>
                    }
                    description={
                      <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
                        {item.lastFrom === 'staff' ? 'You: ' : ''}
                        {item.lastText}
                      </Typography.Text>
                    }
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {formatTime(item.lastAt)}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          {memberId === null ? (
            <Card size="small">
              <Empty description="Choose a conversation" />
            </Card>
          ) : (
            <SupportConversationCard memberId={memberId} />
          )}
        </Col>
      </Row>
    </>
  );
}
