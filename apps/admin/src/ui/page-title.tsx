/** The heading of a section's screen, with room for its main action on the right. */
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export function PageTitle({ title, extra, children }: { title: string; extra?: ReactNode; children?: ReactNode }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {children}
        </Typography.Paragraph>
      )}
    </div>
  );
}
